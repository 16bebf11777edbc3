import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { MIN_PASSWORD_LENGTH } from "@domain/accounts";
import type { ErrorCode } from "@domain/error-catalogue";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../modules/users/common-passwords";
import { reserveSignInAttempt, settleSignInAttempt, signInDelayFor } from "../modules/users/sign-in-throttle";
import { type CodeAttempt, reserveCodeAttempt, settleCodeAttempt } from "../modules/users/two-factor-throttle";

/** The header mountAuth fills with the address Fastify resolved (trustProxy aware), replacing what the client sent. */
export const CLIENT_IP_HEADER = "x-forwarded-for";

const NEW_PASSWORD_PATHS = new Set(["/reset-password", "/change-password"]);
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]);
/** A wrong code is answered 401 with one of these; any other refusal was not a guess. */
const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE", "INVALID_TWO_FACTOR_CODE"]);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function bodyField(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? value : "";
}

const clientIp = (ctx: HookContext) => ctx.headers?.get(CLIENT_IP_HEADER) ?? null;
const signInAttempt = (ctx: HookContext) => ({ email: bodyField(ctx.body, "email"), ip: clientIp(ctx) });

function tooManyAttempts(code: ErrorCode, what: string, retryAfterSeconds: number, alternative = "") {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code, message: `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again${alternative}.` },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/** The account a code is being entered for: the signed-in user (enrolment), or the one half-way through sign-in. */
async function codeAttemptFor(ctx: HookContext): Promise<CodeAttempt | null> {
  const ip = clientIp(ctx);
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return { userId: session.user.id, ip };
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending ? { userId: pending.value, ip } : null;
}

/**
 * better-auth `hooks`: throttling of password and code guesses, sessions ended on a password change, and the
 * common-password rule on every path that sets a new password.
 */
export function createAuthHooks(db: Database) {
  // The code attempt reserved before a verification, for the after hook (the challenge is consumed by then).
  // Keyed by the request's Headers object, which better-auth passes to both hooks.
  const codeAttempts = new WeakMap<Headers, CodeAttempt>();

  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === "/sign-in/email") {
        const attempt = signInAttempt(ctx);
        const delayMs = await signInDelayFor(db, attempt.email);
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const block = await reserveSignInAttempt(db, attempt);
        if (block) {
          const who = block.scope === "account" ? "failed sign-in attempts for this account from your network" : "failed sign-in attempts from your network";
          throw tooManyAttempts("TOO_MANY_SIGN_IN_ATTEMPTS", who, block.retryAfterSeconds, ", or reset your password");
        }
      }
      if (CODE_PATHS.has(ctx.path) && ctx.headers) {
        const attempt = await codeAttemptFor(ctx);
        if (attempt) {
          const block = await reserveCodeAttempt(db, attempt);
          if (block) throw tooManyAttempts("TOO_MANY_CODE_ATTEMPTS", "wrong codes", block.retryAfterSeconds);
          codeAttempts.set(ctx.headers, attempt);
        }
      }
      const newPassword = bodyField(ctx.body, "newPassword");
      // A too-short password gets better-auth's own answer; the list only matters for the rest.
      if (NEW_PASSWORD_PATHS.has(ctx.path) && newPassword.length >= MIN_PASSWORD_LENGTH && isCommonPassword(newPassword)) {
        throw APIError.from("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON" satisfies ErrorCode, message: COMMON_PASSWORD_MESSAGE });
      }
      // Whoever changes the password may be evicting someone who knew the old one: end every other session.
      if (ctx.path === "/change-password") {
        return { context: { body: { ...(ctx.body as Record<string, unknown>), revokeOtherSessions: true } } };
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const returned = ctx.context.returned;
      if (ctx.path === "/sign-in/email") {
        // Only a wrong email or password counts; an unverified or deactivated account gave the right password.
        const outcome = isAPIError(returned) ? (returned.statusCode === 401 ? "wrong-credentials" : "other") : "signed-in";
        await settleSignInAttempt(db, signInAttempt(ctx), outcome);
      }
      const attempt = ctx.headers && codeAttempts.get(ctx.headers);
      if (CODE_PATHS.has(ctx.path) && attempt) {
        const code = isAPIError(returned) ? String(returned.body?.code ?? "") : "";
        const outcome = !isAPIError(returned) ? "verified" : returned.statusCode === 401 && WRONG_CODE.has(code) ? "wrong-code" : "other";
        await settleCodeAttempt(db, attempt, outcome);
      }
    }),
  };
}

/** databaseHooks.session.create.before: no session for a deactivated account (nor a user without a profile). */
export function refuseInactiveAccounts(db: Database) {
  return async (session: { userId: string }) => {
    const [profile] = await db.select({ isActive: profiles.isActive }).from(profiles).where(eq(profiles.id, session.userId));
    if (!profile) {
      throw APIError.from("FORBIDDEN", { code: "ACCOUNT_INCOMPLETE" satisfies ErrorCode, message: "This account has no profile. Please contact support." });
    }
    if (!profile.isActive) {
      throw APIError.from("FORBIDDEN", {
        code: "ACCOUNT_DEACTIVATED" satisfies ErrorCode,
        message: "This account has been deactivated by an administrator, so it cannot sign in. Contact support to restore it.",
      });
    }
  };
}
