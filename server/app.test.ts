import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "./app";
import { createTestApp, TEST_ORIGIN } from "./test/test-app";
import { signInAs } from "./test/sign-in";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe("foundation", () => {
  it("reports health after a real query", async () => {
    const res = await app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("serves the OpenAPI document and UI", async () => {
    const json = await app.inject("/api/docs/json");
    expect(json.statusCode).toBe(200);
    expect(json.json().paths["/api/health"]).toBeDefined();
    const ui = await app.inject("/api/docs");
    expect([200, 302]).toContain(ui.statusCode);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await app.inject("/api/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });

  it("answers malformed JSON with a 400 in the error shape", async () => {
    const { headers } = await signInAs(app, "buyer");
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { ...headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "INVALID_JSON" });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it("refuses a wrong content type and oversized bodies with 4xx JSON", async () => {
    const wrongType = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_ORIGIN, "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const huge = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ email: "a".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses state-changing requests from another origin", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "https://evil.example" },
      payload: { email: "x@example.test", password: "whatever" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("CROSS_ORIGIN_REFUSED");
  });

  it("does not trust an Origin that merely matches the Host header (DNS rebinding)", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "http://rebound.example:3000", host: "rebound.example:3000" },
      payload: { email: "x@example.test", password: "whatever" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("CROSS_ORIGIN_REFUSED");
  });

  it("accepts the configured extra origins (TRUSTED_ORIGINS)", async () => {
    const other = await createTestApp({ TRUSTED_ORIGINS: "https://admin.bulkbazaar.example, https://bulkbazaar.example/" });
    try {
      for (const origin of ["https://admin.bulkbazaar.example", "https://bulkbazaar.example", TEST_ORIGIN]) {
        const res = await other.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { origin },
          payload: { email: "x@example.test", password: "whatever" },
        });
        expect(res.statusCode, origin).toBe(401);
      }
    } finally {
      await other.close();
    }
  });

  it("sets a page's security headers outside the API", async () => {
    const res = await app.inject("/robots.txt");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self' https://sdk.cashfree.com");
    expect(res.headers["content-security-policy"]).toContain("form-action 'self' https://*.cashfree.com");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["strict-transport-security"]).toBeUndefined(); // only in production
  });

  it("sets a data answer's security headers on the API, and a page's on the API docs", async () => {
    for (const url of ["/api/health", "/api/public/categories"]) {
      const res = await app.inject(url);
      expect(res.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(res.headers["cross-origin-opener-policy"], url).toBeUndefined();
    }
    const docs = await app.inject("/api/docs/");
    expect(docs.headers["content-type"]).toContain("text/html");
    expect(docs.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("sets them on error answers too", async () => {
    const unknown = await app.inject("/api/no-such-route");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["x-content-type-options"]).toBe("nosniff");
    expect(unknown.headers["content-security-policy"]).toContain("default-src 'self'");
    const invalid = await app.inject("/api/public/products?limit=nope");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("security headers in production", () => {
  it("add HSTS and upgrade insecure requests", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      REQUIRE_ADMIN_TOTP: "true",
      PUBLIC_URL: "https://bulkbazaar.example",
      CASHFREE_ENV: "sandbox",
      CASHFREE_CLIENT_ID: "cf_test",
      CASHFREE_CLIENT_SECRET: "cfsk_test",
    });
    try {
      const res = await production.inject("/robots.txt");
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
      const api = await production.inject("/api/health");
      expect(api.headers["strict-transport-security"]).toBe(res.headers["strict-transport-security"]);
    } finally {
      await production.close();
    }
  });
});

describe("health with the database down", () => {
  it("answers 503 database down", async () => {
    const broken = await createTestApp();
    await broken.ctx.database.close();
    const res = await broken.inject("/api/health");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "degraded", database: "down" });
    await broken.close();
  });
});
