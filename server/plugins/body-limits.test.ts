import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { DEFAULT_BODY_LIMIT } from "../server-options";
import { TEST_ORIGIN, createTestApp } from "../test/test-app";
import { AUTH_BODY_LIMIT } from "./body-limits";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** A JSON body of about `bytes` bytes (valid JSON, so only its size can refuse it). */
const bodyOf = (bytes: number) => JSON.stringify({ email: "someone@example.in", padding: "x".repeat(bytes) });
const post = (url: string, payload: string) =>
  app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json", origin: TEST_ORIGIN } });

describe("body size limits per route", () => {
  it.each(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/public/register", "/api/public/verify-email"])(
    "%s refuses a body over the auth limit with 413",
    async (url) => {
      const res = await post(url, bodyOf(AUTH_BODY_LIMIT + 1));
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    },
  );

  it("lets other JSON routes take bodies up to the 1 MB default", async () => {
    const midsize = await post("/api/public/cart/check", bodyOf(AUTH_BODY_LIMIT * 4));
    expect(midsize.statusCode).toBe(400); // read and validated (unknown fields), not refused for its size
    const huge = await post("/api/public/cart/check", bodyOf(DEFAULT_BODY_LIMIT + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});
