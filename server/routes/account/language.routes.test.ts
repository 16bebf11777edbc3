import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "@domain/languages";
import type { App } from "../../app";
import { profiles } from "../../db/schema";
import { errorShape } from "../../test/error-shape";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const chooseLanguage = (language: unknown, headers: Record<string, string> = { origin: TEST_ORIGIN }) =>
  app.inject({ method: "PUT", url: "/api/account/language", headers, payload: { language } });

const languageCookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers["set-cookie"] as string | string[] | undefined) ?? []).find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));

const storedLanguage = async (id: string) => (await app.ctx.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, id)))[0]?.language;

describe("PUT /api/account/language", () => {
  it("keeps a signed-in user's choice on the account and in the lang cookie, and the account answers it", async () => {
    const { headers, profile } = await signInAs(app, "seller");
    expect((await app.inject({ url: "/api/account/me", headers })).json().profile.language).toBe("en");

    const res = await chooseLanguage("hi", headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: "hi" });
    const cookie = languageCookieOf(res)!;
    expect(cookie.split("; ")).toEqual(expect.arrayContaining(["lang=hi", "Path=/", "Max-Age=31536000", "SameSite=Lax"]));
    // Not a secret: the web app's script may read it. Secure only in production, like the other cookies.
    expect(cookie).not.toMatch(/HttpOnly|Secure/i);
    expect(await storedLanguage(profile.id)).toBe("hi");
    expect((await app.inject({ url: "/api/account/me", headers })).json().profile.language).toBe("hi");

    expect((await chooseLanguage("en", headers)).statusCode).toBe(200);
    expect(await storedLanguage(profile.id)).toBe("en");
  });

  it("only sets the cookie for a visitor", async () => {
    const res = await chooseLanguage("hi");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: "hi" });
    expect(languageCookieOf(res)).toMatch(/^lang=hi; /);
  });

  it("refuses a language it does not have, in the error shape, and changes nothing", async () => {
    const { headers, profile } = await signInAs(app, "buyer");
    for (const language of ["fr", "HI", "", null, 1]) {
      const res = await chooseLanguage(language, headers);
      expect(res.statusCode, String(language)).toBe(400);
      expect(errorShape(res.json())).toEqual({ code: "VALIDATION_ERROR" });
      expect(languageCookieOf(res)).toBeUndefined();
    }
    const extra = await app.inject({ method: "PUT", url: "/api/account/language", headers, payload: { language: "hi", userId: profile.id } });
    expect(extra.statusCode).toBe(400);
    expect(await storedLanguage(profile.id)).toBe("en");
  });

  it("refuses a request from another site, like every change", async () => {
    const { headers, profile } = await signInAs(app, "buyer");
    const res = await chooseLanguage("hi", { ...headers, origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(errorShape(res.json())).toEqual({ code: "CROSS_ORIGIN_REFUSED" });
    expect(languageCookieOf(res)).toBeUndefined();
    expect(await storedLanguage(profile.id)).toBe("en");
  });

  it("is rate limited with the other changes", async () => {
    const limited = await createTestApp({ RATE_LIMITS: "on" });
    try {
      const answers = [];
      for (let i = 0; i < 125; i++) answers.push((await limited.inject({ method: "PUT", url: "/api/account/language", headers: { origin: TEST_ORIGIN }, payload: { language: "hi" } })).statusCode);
      expect(answers.slice(0, 120).every((status) => status === 200)).toBe(true);
      expect(answers.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
