import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { MIN_PASSWORD_LENGTH } from "@domain/accounts";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../modules/users/common-passwords";
import { clearAccountFailures, recordSignInFailure, signInBlock } from "../modules/users/sign-in-throttle";

/** The header mountAuth fills with the address Fastify resolved (trustProxy aware), replacing what the client sent. */
export const CLIENT_IP_HEADER = "x-forwarded-for";

const NEW_PASSWORD_PATHS = new Set(["/reset-password", "/change-password"]);

function bodyField(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? value : "";
}

function signInAttempt(ctx: { body?: unknown; headers?: Headers }) {
  return { email: bodyField(ctx.body, "email"), ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? null };
}

/** better-auth `hooks`: sign-in throttling and the common-password rule on every path that sets a new password. */
export function createAuthHooks(db: Database) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === "/sign-in/email") {
        const block = await signInBlock(db, signInAttempt(ctx));
        if (block) {
          const minutes = Math.ceil(block.retryAfterSeconds / 60);
          const who = block.scope === "account" ? "for this account" : "from your network";
          throw new APIError(
            "TOO_MANY_REQUESTS",
            {
              code: "TOO_MANY_SIGN_IN_ATTEMPTS",
              message: `Too many failed sign-in attempts ${who}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`,
            },
            { "Retry-After": String(block.retryAfterSeconds) },
          );
        }
      }
      const newPassword = bodyField(ctx.body, "newPassword");
      // A too-short password gets better-auth's own answer; the list only matters for the rest.
      if (NEW_PASSWORD_PATHS.has(ctx.path) && newPassword.length >= MIN_PASSWORD_LENGTH && isCommonPassword(newPassword)) {
        throw APIError.from("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON", message: COMMON_PASSWORD_MESSAGE });
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== "/sign-in/email") return;
      const attempt = signInAttempt(ctx);
      const returned = ctx.context.returned;
      // Only a wrong email or password counts; an unverified or deactivated account gave the right password.
      if (isAPIError(returned)) {
        if (returned.statusCode === 401) await recordSignInFailure(db, attempt);
      } else await clearAccountFailures(db, attempt.email);
    }),
  };
}

/** databaseHooks.session.create.before: no session for a deactivated account (nor a user without a profile). */
export function refuseInactiveAccounts(db: Database) {
  return async (session: { userId: string }) => {
    const [profile] = await db.select({ isActive: profiles.isActive }).from(profiles).where(eq(profiles.id, session.userId));
    if (!profile) {
      throw APIError.from("FORBIDDEN", { code: "ACCOUNT_INCOMPLETE", message: "This account has no profile. Please contact support." });
    }
    if (!profile.isActive) {
      throw APIError.from("FORBIDDEN", {
        code: "ACCOUNT_DEACTIVATED",
        message: "This account has been deactivated by an administrator, so it cannot sign in. Contact support to restore it.",
      });
    }
  };
}
