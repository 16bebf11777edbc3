import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponseSchema } from "@domain/schemas/error-response";
import type { App } from "../app";
import { createTestApp } from "../test/test-app";

let app: App;
let paths: Record<string, Record<string, { responses: Record<string, { description?: string; content?: unknown }> }>>;
beforeAll(async () => {
  app = await createTestApp();
  paths = (await app.inject("/api/docs/json")).json().paths;
});
afterAll(async () => app.close());

const statusesOf = (path: string, method: string) => Object.keys(paths[path]?.[method]?.responses ?? {}).sort();

describe("error answers in the OpenAPI document", () => {
  it("declares what a guarded route with an object in its path can answer", () => {
    expect(statusesOf("/api/buyer/orders/{orderId}", "get")).toEqual(expect.arrayContaining(["200", "401", "403", "404", "429", "500"]));
  });

  it("declares body refusals for a route that takes a body, and no guard answers for a public read", () => {
    expect(statusesOf("/api/public/cart/check", "post")).toEqual(expect.arrayContaining(["400", "403", "413", "415", "429"]));
    expect(statusesOf("/api/public/categories", "get")).not.toContain("401");
  });

  it("refers every error answer to the one ErrorResponse component, whose codes are the catalogue's", async () => {
    const unauthorised = paths["/api/buyer/orders/{orderId}"]?.get?.responses["401"];
    expect(JSON.stringify(unauthorised?.content)).toContain("#/components/schemas/ErrorResponse");
    const components = (await app.inject("/api/docs/json")).json().components.schemas;
    expect(JSON.stringify(components.ErrorResponse)).toContain("PLAN_LIMIT_REACHED");
  });

  it("answers in that schema", async () => {
    const res = await app.inject("/api/buyer/orders/00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(401);
    expect(errorResponseSchema.safeParse(res.json()).success).toBe(true);
  });
});
