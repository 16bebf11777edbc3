import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../config";
import { createTestApp } from "../../test/test-app";

describe("payment gateway modes", () => {
  it("simulator by default: the adapter talks to /simulator in our own app", async () => {
    const app = await createTestApp();
    try {
      expect(app.ctx.payments.mode).toBe("simulator");
      const page = await app.inject({ method: "GET", url: "/simulator/checkout/session_unknown" });
      expect(page.statusCode).toBe(404);
      expect(page.headers["content-type"]).toContain("text/html");
    } finally {
      await app.close();
    }
  });

  it("sandbox with real keys: no simulator is mounted", async () => {
    const app = await createTestApp({ CASHFREE_ENV: "sandbox", CASHFREE_CLIENT_ID: "TEST123", CASHFREE_CLIENT_SECRET: "cfsk_test" });
    try {
      expect(app.ctx.payments.mode).toBe("sandbox");
      expect(app.ctx.payments.webhookSecret).toBe("cfsk_test");
      expect((await app.inject({ method: "GET", url: "/simulator/pg/orders/x" })).statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url: "/simulator/checkout/x" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("the simulator is refused in production", () => {
    expect(() => parseConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), CASHFREE_ENV: "simulator" })).toThrow(ConfigError);
  });
});
