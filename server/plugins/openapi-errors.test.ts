import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponseSchema } from "@domain/schemas/error-response";
import type { App } from "../app";
import { createTestApp } from "../test/test-app";
import { declaredRoutes } from "./route-policy";

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

  it("declares, on every documented route, 400 and 429; 401 and 403 behind a guard; 404 for an object in the path", () => {
    const GUARDED = ["signed-in", "buyer", "seller", "admin"];
    const missing: string[] = [];
    let checked = 0;
    for (const route of declaredRoutes(app)) {
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      const method = route.method.toLowerCase();
      if (method === "head" || !paths[path]?.[method]) continue;
      checked += 1;
      const expected = ["400", "429"];
      if (route.policy && GUARDED.includes(route.policy.audience)) expected.push("401", "403");
      if (path.includes("{")) expected.push("404");
      const declared = statusesOf(path, method);
      for (const status of expected) if (!declared.includes(status)) missing.push(`${route.method} ${route.url}: ${status}`);
    }
    expect(checked).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it("answers in that schema", async () => {
    const res = await app.inject("/api/buyer/orders/00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(401);
    expect(errorResponseSchema.safeParse(res.json()).success).toBe(true);
  });
});
