import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { verification } from "../../db/schema";
import { createUserWithProfile } from "../../db/seed/factories";
import { emailsTo, latestEmail } from "../../test/outbox";
import { signIn } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const OLD = "Kesar#Mango41";
const NEW = "Alphonso!Ripe72";
let n = 0;
async function makeUser() {
  const email = `reset-${Date.now()}-${++n}@example.in`;
  await createUserWithProfile(app.ctx.db, { email, password: OLD, accountType: "seller" });
  return email;
}

const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN }, payload });
const requestReset = (email: string) => post("/api/auth/request-password-reset", { email });

/** Follows the emailed link the way a browser does: better-auth checks the token and redirects to the web page. */
async function followResetLink(email: string) {
  const mail = await latestEmail(app, email);
  expect(mail.subject).toBe("Reset your BulkBazaar password");
  const res = await app.inject({ url: mail.links[0]!.replace(TEST_ORIGIN, "") });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

describe("forgot and reset password", () => {
  it("answers the same for known and unknown emails, and mails only the known one", async () => {
    const email = await makeUser();
    const known = await requestReset(email);
    const unknownEmail = `nobody-${Date.now()}@example.in`;
    const unknown = await requestReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await emailsTo(app, email)).toHaveLength(1);
    expect(await emailsTo(app, unknownEmail)).toHaveLength(0);
  });

  it("sets a new password from the emailed link, revokes every session and works once", async () => {
    const email = await makeUser();
    const cookie = await signIn(app, email, OLD);
    await requestReset(email);
    const landing = await followResetLink(email);
    expect(landing.origin + landing.pathname).toBe(`${TEST_ORIGIN}/reset-password`);
    const token = landing.searchParams.get("token")!;

    const tooShort = await post("/api/auth/reset-password", { token, newPassword: "abc" });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error).toEqual({ code: "PASSWORD_TOO_SHORT", message: "Password must be at least 6 characters." });
    const common = await post("/api/auth/reset-password", { token, newPassword: "Qwerty@123" });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.code).toBe("PASSWORD_TOO_COMMON");

    const ok = await post("/api/auth/reset-password", { token, newPassword: NEW });
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ url: "/api/account/me", headers: { cookie } })).statusCode).toBe(401);
    await expect(signIn(app, email, OLD)).rejects.toThrow(/401/);
    await expect(signIn(app, email, NEW)).resolves.toMatch(/session_token=/);

    const reused = await post("/api/auth/reset-password", { token, newPassword: "Another!Pass93" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({ code: "INVALID_TOKEN", message: expect.stringMatching(/invalid or has expired/) });
  });

  it("refuses an expired link, both when opened and when submitted", async () => {
    const email = await makeUser();
    await requestReset(email);
    await app.ctx.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verification.identifier, "reset-password:%"));
    const landing = await followResetLink(email);
    expect(landing.pathname).toBe("/reset-password");
    expect(landing.searchParams.get("error")).toBe("INVALID_TOKEN");

    const [row] = await app.ctx.db.select().from(verification).where(like(verification.identifier, "reset-password:%")).limit(1);
    const token = row!.identifier.replace("reset-password:", "");
    const res = await post("/api/auth/reset-password", { token, newPassword: NEW });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/expired/);
    await expect(signIn(app, email, OLD)).resolves.toMatch(/session_token=/);
    await app.ctx.db.delete(verification).where(eq(verification.id, row!.id));
  });
});
