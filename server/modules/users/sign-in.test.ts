import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { createUserWithProfile } from "../../db/seed/factories";
import { signIn } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";
import { SIGN_IN_LIMITS, signInDelayMs } from "./sign-in-throttle";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const PASSWORD = "Kesar#Mango41";
let n = 0;
async function makeUser(overrides: { isActive?: boolean } = {}) {
  const email = `signin-${Date.now()}-${++n}@example.in`;
  await createUserWithProfile(app.ctx.db, { email, password: PASSWORD, accountType: "buyer", ...overrides });
  return email;
}

const attempt = (email: string, password: string, ip = "203.0.113.7") =>
  app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
    payload: { email, password },
  });

describe("sign-in", () => {
  it("sets an httpOnly, SameSite=Lax session cookie and /me answers", async () => {
    const email = await makeUser();
    const res = await attempt(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // only in production
  });

  it("answers a wrong password in the app's error shape without saying which part was wrong", async () => {
    const email = await makeUser();
    const wrong = await attempt(email, "Not-the-password1");
    const unknown = await attempt(`nobody-${Date.now()}@example.in`, PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password." } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("refuses a deactivated account and says why, even with the right password", async () => {
    const email = await makeUser({ isActive: false });
    const res = await attempt(email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: "ACCOUNT_DEACTIVATED", message: expect.stringMatching(/deactivated/) });
    expect(res.headers["set-cookie"] ?? []).not.toContainEqual(expect.stringMatching(/session_token=[^;]/));
  });

  it("counts parallel wrong passwords atomically: 40 at once, exactly 5 are checked", async () => {
    const email = await makeUser();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(email, `wrong-${i}-pass`, "198.51.100.40")));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.accountFromAddress.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - SIGN_IN_LIMITS.accountFromAddress.max);
  });

  it("blocks an account only from the address that guessed, so nobody can lock its owner out", async () => {
    const email = await makeUser();
    const attacker = "198.51.100.7";
    for (let i = 0; i < SIGN_IN_LIMITS.accountFromAddress.max; i++) expect((await attempt(email, `wrong-${i}-pass`, attacker)).statusCode).toBe(401);
    const blocked = await attempt(email, PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: "TOO_MANY_SIGN_IN_ATTEMPTS",
      message: expect.stringMatching(/for this account from your network.*wait 15 minutes/),
    });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
    // The owner, elsewhere, still signs in (held back by the account's slowdown, not refused).
    expect((await attempt(email, PASSWORD, "203.0.113.200")).statusCode).toBe(200);
  });

  it("slows an account down as failures from any address grow, up to a few seconds", () => {
    const delays = Array.from({ length: 12 }, (_, failures) => signInDelayMs(failures));
    expect(delays.slice(0, SIGN_IN_LIMITS.accountSlowdown.freeFailures).every((d) => d === 0)).toBe(true);
    expect(delays.slice(SIGN_IN_LIMITS.accountSlowdown.freeFailures)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(signInDelayMs(10_000)).toBe(SIGN_IN_LIMITS.accountSlowdown.maxDelayMs);
  });

  it("keeps the session token out of the response body (the cookie is HttpOnly; the body is readable by scripts)", async () => {
    const email = await makeUser();
    const res = await attempt(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/"token"/);
    const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const session = await app.inject({ url: "/api/auth/get-session", headers: { cookie } });
    expect(session.json().user.email).toBe(email);
    expect(session.body).not.toMatch(/"token"/);
  });

  it("ends every other session when the password is changed", async () => {
    const email = await makeUser();
    const laptop = await signIn(app, email, PASSWORD);
    const phone = await signIn(app, email, PASSWORD);
    const change = await app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: phone, origin: TEST_ORIGIN },
      payload: { currentPassword: PASSWORD, newPassword: "Saffron#Rain57" },
    });
    expect(change.statusCode).toBe(200);
    expect(change.body).not.toMatch(/"token"/);
    const renewed = ([] as string[]).concat(change.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    expect((await app.inject({ url: "/api/account/me", headers: { cookie: laptop } })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/account/me", headers: { cookie: renewed } })).statusCode).toBe(200);
  });

  it("limits failures per address across accounts", async () => {
    const ip = "192.0.2.44";
    for (let i = 0; i < SIGN_IN_LIMITS.address.max; i++) await attempt(`guess-${i}@example.in`, "Wrong-pass-1", ip);
    const email = await makeUser();
    const blocked = await attempt(email, PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/from your network/);
    expect((await attempt(email, PASSWORD, "192.0.2.45")).statusCode).toBe(200);
  });

  it("forgets an account's failures after a correct password", async () => {
    const email = await makeUser();
    const almost = SIGN_IN_LIMITS.accountFromAddress.max - 1;
    for (let i = 0; i < almost; i++) await attempt(email, `wrong-${i}-pass`, "203.0.113.50");
    expect((await attempt(email, PASSWORD, "203.0.113.50")).statusCode).toBe(200);
    for (let i = 0; i < almost; i++) await attempt(email, `wrong-${i}-pass`, "203.0.113.50");
    expect((await attempt(email, PASSWORD, "203.0.113.50")).statusCode).toBe(200);
  });

  it("refuses a sign-in posted from another site", async () => {
    const email = await makeUser();
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "https://evil.example" },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });

  it("signs out: the session no longer opens /api/account/me", async () => {
    const email = await makeUser();
    const cookie = await signIn(app, email, PASSWORD);
    expect((await app.inject({ url: "/api/account/me", headers: { cookie } })).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie, origin: TEST_ORIGIN }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ url: "/api/account/me", headers: { cookie } })).statusCode).toBe(401);
  });
});
