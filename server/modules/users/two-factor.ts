import { isAPIError } from "better-auth/api";
import type { ErrorCode } from "@domain/error-catalogue";
import type { AppContext } from "../../app-context";
import { AppError, conflict, forbidden } from "../../errors";
import type { CurrentUser } from "./current-user";

const TOTP_CODE = /^\d{6}$/;

/**
 * Turns two-factor sign-in off after the password and a current code (or an unused backup code) prove it is the
 * owner. Returns the Set-Cookie headers of the renewed session better-auth issues.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  me: CurrentUser,
  headers: Headers,
  input: { password: string; code: string },
): Promise<string[]> {
  if (me.isAdmin && ctx.config.requireAdminTotp) {
    throw forbidden("Administrators must keep two-factor authentication on.");
  }
  if (!me.twoFactorEnabled) throw conflict("TWO_FACTOR_NOT_ENABLED", "Two-factor authentication is not on for this account.");

  // Password first, so a mistyped password does not use up a backup code.
  await authCall(() => ctx.auth.api.verifyPassword({ body: { password: input.password }, headers }), "INVALID_PASSWORD", "The password is not correct.");
  const code = input.code.replace(/\s/g, "");
  await authCall(
    () =>
      TOTP_CODE.test(code)
        ? ctx.auth.api.verifyTOTP({ body: { code }, headers })
        : ctx.auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers }),
    "INVALID_CODE",
    "That code is not correct. Enter the current code from your authenticator app, or an unused backup code.",
  );
  const result = await authCall(
    () => ctx.auth.api.disableTwoFactor({ body: { password: input.password }, headers, returnHeaders: true }),
    "INVALID_PASSWORD",
    "The password is not correct.",
  );
  return result.headers.getSetCookie();
}

/** Runs a better-auth call, turning its refusals into our errors (a stale session must sign in again). */
async function authCall<T>(call: () => Promise<T>, code: ErrorCode, message: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === "SESSION_NOT_FRESH") {
      throw new AppError("SESSION_NOT_FRESH", "For your security, please sign in again before changing two-factor settings.");
    }
    throw new AppError(code, message);
  }
}
