import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { createTestApp, TEST_ORIGIN } from "../test/test-app";
import { MAX_JSON_DEPTH } from "./json-body";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
const nestedArray = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;
const postJson = (url: string, payload: string) =>
  app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN, "content-type": "application/json" }, payload });

describe("deeply nested JSON", () => {
  // Auth routes take 16 KB bodies at most, so their deep payloads are smaller (still 30 times the limit).
  it.each([
    ["objects", nestedObject],
    ["arrays", nestedArray],
  ])("is refused with 400 before anything walks it: thousands of levels of %s", async (_kind, nested) => {
    const cases = [
      ["/api/auth/sign-in/email", nested(2_000)],
      ["/api/public/register", nested(2_000)],
      ["/api/public/cart/check", nested(5_000)],
    ] as const;
    for (const [url, payload] of cases) {
      const res = await postJson(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe("JSON_TOO_DEEP");
    }
    expect((await app.inject("/api/health")).statusCode).toBe(200);
  });

  it("accepts the limit itself, and brackets inside strings do not count", async () => {
    const atLimit = await postJson("/api/auth/sign-in/email", nestedObject(MAX_JSON_DEPTH));
    expect(atLimit.json().error?.code).not.toBe("JSON_TOO_DEEP");
    const bracketsInText = JSON.stringify({ email: `${"{[".repeat(200)}@example.in`, password: "x\\\"{{{{" });
    const res = await postJson("/api/auth/sign-in/email", bracketsInText);
    expect(res.json().error?.code).not.toBe("JSON_TOO_DEEP");
  });
});

describe("control characters", () => {
  it("a NUL byte in search answers 400, not a database error", async () => {
    const res = await app.inject("/api/public/products?q=a%00b");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "q" }] });
  });

  it("is refused in a JSON body of a schema-less route (better-auth) and of a zod route, and in a path", async () => {
    const signIn = await postJson("/api/auth/sign-in/email", JSON.stringify({ email: "a\u0000@example.in", password: "x" }));
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().error.details).toEqual([{ path: "email", message: expect.any(String) }]);
    const cart = await postJson("/api/public/cart/check", JSON.stringify({ items: [{ productId: "x\u0007", quantity: 1 }] }));
    expect(cart.statusCode).toBe(400);
    expect(cart.json().error.details[0].path).toBe("items.0.productId");
    const product = await app.inject("/api/public/products/abc%1Fdef");
    expect(product.statusCode).toBe(400);
  });

  it("lets tabs and line breaks through, as multi-line text needs them", async () => {
    const res = await postJson("/api/auth/sign-in/email", JSON.stringify({ email: "nobody@example.in", password: "line\none\ttab\r" }));
    expect(res.statusCode).toBe(401);
  });
});
