import type { App } from "../app";
import { TEST_ORIGIN } from "./test-app";
import { totpCode, totpSecretFromUri } from "./totp";

/** Enrols a signed-in user in two-factor sign-in as the profile page does (password, then a first code). */
export async function enrolTwoFactor(app: App, cookie: string, password: string) {
  const headers = { origin: TEST_ORIGIN, cookie };
  const enable = await app.inject({ method: "POST", url: "/api/auth/two-factor/enable", headers, payload: { password } });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed (${enable.statusCode}): ${enable.body}`);
  const secret = totpSecretFromUri((enable.json() as { totpURI: string }).totpURI);
  const confirm = await app.inject({ method: "POST", url: "/api/auth/two-factor/verify-totp", headers, payload: { code: totpCode(secret) } });
  if (confirm.statusCode !== 200) throw new Error(`two-factor confirmation failed (${confirm.statusCode}): ${confirm.body}`);
  // Confirming renews the session; keep the newest cookie.
  const renewed = ([] as string[]).concat(confirm.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  return { secret, cookie: renewed || cookie };
}
