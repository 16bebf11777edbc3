import { randomInt } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { createTestApp, TEST_ORIGIN } from "../test/test-app";
import { RATE_LIMIT_TIERS, rateLimitTier } from "./rate-limits";

/** A fresh client address per test: counters (in memory or in Redis) never carry over between tests or runs. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A strongest-tier request that no other limit counts: a password reset for an address with no account. */
const resetFrom = (app: App, ip: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN },
    payload: { email: "nobody@example.in" },
  });

describe("rate limit tiers", () => {
  it("puts password, code and email paths in the strongest tier, other changes in the strong one, reads in the general one", () => {
    expect(rateLimitTier({ method: "POST", url: "/api/auth/sign-in/email" })).toBe("auth");
    expect(rateLimitTier({ method: "POST", url: "/api/auth/two-factor/verify-totp" })).toBe("auth");
    expect(rateLimitTier({ method: "POST", url: "/api/public/register" })).toBe("auth");
    expect(rateLimitTier({ method: "POST", url: "/api/public/verify-email?x=1" })).toBe("auth");
    expect(rateLimitTier({ method: "POST", url: "/api/buyer/checkout" })).toBe("write");
    expect(rateLimitTier({ method: "DELETE", url: "/api/buyer/wishlist/1" })).toBe("write");
    expect(rateLimitTier({ method: "GET", url: "/api/auth/get-session" })).toBe("read");
    expect(rateLimitTier({ method: "GET", url: "/api/public/products" })).toBe("read");
  });
});

describe("rate limits in one process (memory)", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMITS: "on" });
  });
  afterAll(async () => app.close());

  it("refuses the strongest tier past its allowance with 429, Retry-After and the error shape; reads still pass", async () => {
    const ip = newAddress();
    for (let i = 0; i < RATE_LIMIT_TIERS.auth.max; i++) expect((await resetFrom(app, ip)).statusCode).not.toBe(429);
    const refused = await resetFrom(app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await app.inject({ url: "/api/public/categories", remoteAddress: ip })).statusCode).toBe(200);
    expect((await resetFrom(app, newAddress())).statusCode).not.toBe(429);
  });

  it("limits every route, including ones that declare nothing (general tier headers on a read)", async () => {
    const res = await app.inject({ url: "/api/health", remoteAddress: newAddress() });
    expect(res.headers["x-ratelimit-limit"]).toBe(String(RATE_LIMIT_TIERS.read.max));
  });

  it("throttles the not-found handler", async () => {
    const ip = newAddress();
    for (let i = 0; i < RATE_LIMIT_TIERS.notFound.max; i++) {
      expect((await app.inject({ url: `/api/probe-${i}`, remoteAddress: ip })).statusCode).toBe(404);
    }
    const refused = await app.inject({ url: "/api/probe-last", remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Whether a Redis server listens there (one runs on the project's machines; elsewhere the test is skipped). */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
  const answer = (listening: boolean) => {
    socket.destroy();
    resolve(listening);
  };
  socket.once("connect", () => answer(true)).once("error", () => answer(false)).once("timeout", () => answer(false));
});

describe.runIf(redisAnswers)("rate limits across processes (Redis)", () => {
  let first: App;
  let second: App;
  beforeAll(async () => {
    first = await createTestApp({ RATE_LIMITS: "on", REDIS_URL: redisUrl });
    second = await createTestApp({ RATE_LIMITS: "on", REDIS_URL: redisUrl });
  });
  afterAll(async () => Promise.all([first.close(), second.close()]));

  it("shares one allowance between two API processes", async () => {
    const ip = newAddress();
    const half = RATE_LIMIT_TIERS.auth.max / 2;
    for (let i = 0; i < half; i++) expect((await resetFrom(first, ip)).statusCode).not.toBe(429);
    for (let i = 0; i < half; i++) expect((await resetFrom(second, ip)).statusCode).not.toBe(429);
    expect((await resetFrom(first, ip)).statusCode).toBe(429);
    expect((await resetFrom(second, ip)).statusCode).toBe(429);
  });
});
