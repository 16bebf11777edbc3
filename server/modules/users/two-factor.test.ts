import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";
import { totpCode, totpSecretFromUri } from "../../test/totp";
import { TWO_FACTOR_LIMITS } from "./two-factor-throttle";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ REQUIRE_ADMIN_TOTP: "true" });
});
afterAll(async () => app.close());

const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers["set-cookie"] as string[] | string | undefined) ?? []).map((c) => c.split(";")[0]).join("; ");

function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  return app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
}

/** Enrols like the profile page does: password → QR/manual key and backup codes → confirm with a code. */
async function enrol(cookie: string, password: string) {
  const enable = await post("/api/auth/two-factor/enable", { password }, cookie);
  expect(enable.statusCode).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/BulkBazaar:/);
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  const secret = totpSecretFromUri(totpURI);
  const confirm = await post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) }, cookie);
  expect(confirm.statusCode).toBe(200);
  return { secret, backupCodes, cookie: cookiesOf(confirm) || cookie };
}

const me = (cookie: string) => app.inject({ url: "/api/account/me", headers: { cookie } });

describe("two-factor authentication", () => {
  it("enrols with a confirmed code, then asks for a code at sign-in and accepts it", async () => {
    const { cookie, email, password } = await signInAs(app, "buyer");
    const wrongPassword = await post("/api/auth/two-factor/enable", { password: "not-it-at-all" }, cookie);
    expect(wrongPassword.statusCode).toBe(400);
    const { secret, cookie: renewed } = await enrol(cookie, password);
    expect((await me(renewed)).json().user.twoFactorEnabled).toBe(true);

    const first = await post("/api/auth/sign-in/email", { email, password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    const challenge = cookiesOf(first);
    expect(challenge).not.toMatch(/session_token=[^;]/);

    const wrong = await post("/api/auth/two-factor/verify-totp", { code: "000000" }, challenge);
    // The catalogue's status for a wrong code, wherever it is checked (better-auth itself says 401).
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("INVALID_CODE");
    const ok = await post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) }, challenge);
    expect(ok.statusCode).toBe(200);
    expect((await me(cookiesOf(ok))).statusCode).toBe(200);
  });

  it("accepts each backup code once instead of a code", async () => {
    const { cookie, email, password } = await signInAs(app, "seller");
    const { backupCodes } = await enrol(cookie, password);
    const useBackup = async () => {
      const challenge = cookiesOf(await post("/api/auth/sign-in/email", { email, password }));
      return post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }, challenge);
    };
    const ok = await useBackup();
    expect(ok.statusCode).toBe(200);
    expect((await me(cookiesOf(ok))).statusCode).toBe(200);
    const reused = await useBackup();
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe("INVALID_BACKUP_CODE");
  });

  it("turns off only with the password and a current code", async () => {
    const { cookie, password } = await signInAs(app, "buyer");
    const { secret, cookie: session } = await enrol(cookie, password);
    const disable = (body: Record<string, unknown>) => post("/api/account/two-factor/disable", body, session);

    const badCode = await disable({ password, code: "123456" === totpCode(secret) ? "654321" : "123456" });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.code).toBe("INVALID_CODE");
    const badPassword = await disable({ password: "wrong-password", code: totpCode(secret) });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().error.code).toBe("INVALID_PASSWORD");

    const ok = await disable({ password, code: totpCode(secret) });
    expect(ok.statusCode).toBe(200);
    const after = cookiesOf(ok);
    expect((await me(after)).json().user.twoFactorEnabled).toBe(false);
    expect((await post("/api/account/two-factor/disable", { password, code: totpCode(secret) }, after)).statusCode).toBe(409);
  });

  it("keeps better-auth's password-only switch-off closed", async () => {
    const { cookie, password } = await signInAs(app, "buyer");
    const { cookie: session } = await enrol(cookie, password);
    const res = await post("/api/auth/two-factor/disable", { password }, session);
    expect(res.statusCode).toBe(404);
    expect((await me(session)).json().user.twoFactorEnabled).toBe(true);
  });

  it("sends an admin without a second factor to enrol, then opens the console; an admin cannot switch it off", async () => {
    const { cookie, password } = await signInAs(app, "admin");
    const refused = await app.inject({ url: "/api/admin/access", headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("TWO_FACTOR_REQUIRED");
    const { secret, cookie: session } = await enrol(cookie, password);
    const granted = await app.inject({ url: "/api/admin/access", headers: { cookie: session } });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ access: "granted" });
    const off = await post("/api/account/two-factor/disable", { password, code: totpCode(secret) }, session);
    expect(off.statusCode).toBe(403);
  });

  it("throttles wrong codes after the password step: the sixth is refused with 429, even a right one", async () => {
    const { cookie, email, password } = await signInAs(app, "buyer");
    const { secret } = await enrol(cookie, password);
    const challenge = cookiesOf(await post("/api/auth/sign-in/email", { email, password }));
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await post("/api/auth/two-factor/verify-totp", { code: `00000${i}` }, challenge)).statusCode);
    expect(answers.slice(0, TWO_FACTOR_LIMITS.account.max).every((s) => s === 401 || s === 400)).toBe(true);
    expect(answers.slice(TWO_FACTOR_LIMITS.account.max)).toEqual([429, 429, 429]);
    // A fresh challenge (a new password step) does not reset the account's count.
    const again = cookiesOf(await post("/api/auth/sign-in/email", { email, password }));
    const right = await post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) }, again);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe("TOO_MANY_CODE_ATTEMPTS");
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(60);
  });

  it("counts parallel wrong codes atomically", async () => {
    const { cookie, email, password } = await signInAs(app, "seller");
    await enrol(cookie, password);
    const challenge = cookiesOf(await post("/api/auth/sign-in/email", { email, password }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post("/api/auth/two-factor/verify-totp", { code: String(100000 + i) }, challenge)),
    );
    // Answers that checked no code (better-auth refusing a challenge another request is using) give their
    // reservation back; wrong codes actually checked never exceed the limit.
    const codes = answers.map((res) => (res.json() as { error?: { code?: string } }).error?.code);
    expect(codes.filter((code) => code === "INVALID_CODE").length).toBeLessThanOrEqual(TWO_FACTOR_LIMITS.account.max);
    expect(codes.filter((code) => code === "TOO_MANY_CODE_ATTEMPTS").length).toBeGreaterThan(0);
  });
});
