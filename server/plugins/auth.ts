// The minimal entry leaves out Kysely, which only serves a database given without an adapter; with the Drizzle
// adapter it is the same betterAuth, and hundreds of modules fewer to load at every start.
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MIN_PASSWORD_LENGTH } from "@domain/accounts";
import { localisedPath } from "@domain/languages";
import { MAX_PASSWORD_LENGTH } from "@domain/schemas/registration";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { account, session, twoFactor as twoFactorTable, user, verification } from "../db/schema";
import { passwordResetEmail, verificationEmail } from "../platform/email/account-emails";
import { accountLanguage } from "../modules/users/account-contact";
import { EMAIL_VERIFICATION_SECONDS, verificationLink } from "../modules/users/email-verification-link";
import { enqueueEmail } from "../platform/email/outbox";
import { CLIENT_IP_HEADER, createAuthHooks, refuseInactiveAccounts } from "./auth-hooks";
import { logAuthMessage } from "./auth-log";
import { toAppError, withoutSessionTokens } from "./auth-responses";

export function createAuth(config: Config, db: Database) {
  return betterAuth({
    appName: "BulkBazaar",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.sessionSecret,
    trustedOrigins: config.trustedOrigins,
    // Its warnings are every failed sign-in ("Invalid password"), and refusals are answers, not faults: only
    // unexpected failures are logged.
    logger: { level: "error", log: (level, message, ...args) => logAuthMessage(level, message, args) },
    onAPIError: {
      onError(error) {
        if (!isAPIError(error) || error.status === "INTERNAL_SERVER_ERROR") console.error("[auth] unexpected error", error);
      },
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    // Registration is POST /api/public/register (user, credentials and profile in one transaction); better-auth's
    // own sign-up would make users without a profile. Two-factor is switched off through our route, which wants a code.
    disabledPaths: ["/sign-up/email", "/two-factor/disable"],
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.isProduction },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      // better-auth's own per-address limiter (production): tighter on the paths that send email.
      customRules: {
        "/send-verification-email": { window: 60, max: 3 },
        "/request-password-reset": { window: 60, max: 3 },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: u, token }) {
        // The link passes through better-auth, which checks the token and lands on /reset-password?token=… (or
        // ?error=…), the page in the account's language.
        const language = await accountLanguage(db, u.id);
        const landing = encodeURIComponent(`${config.publicUrl}${localisedPath("/reset-password", language)}`);
        const link = `${config.publicUrl}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${landing}`;
        await enqueueEmail(db, passwordResetEmail(u.email, link, language));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_SECONDS,
      async sendVerificationEmail({ user: u, token }) {
        const language = await accountLanguage(db, u.id);
        await enqueueEmail(db, verificationEmail(u.email, u.name, verificationLink(config, token, language), language));
      },
    },
    hooks: createAuthHooks(db),
    databaseHooks: { session: { create: { before: refuseInactiveAccounts(db) } } },
    plugins: [twoFactor({ issuer: "BulkBazaar" })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

export function toFetchHeaders(request: FastifyRequest) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  // better-auth keys its limits and session records on this header: give it the address Fastify trusts.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** better-auth speaks fetch Request/Response; this bridges it to Fastify under /api/auth/* and our error shape. */
export function mountAuth(app: FastifyInstance, auth: Auth, config: Config) {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    config: { policy: { audience: "auth-service" } },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, config.publicUrl);
      const req = new Request(url, {
        method: request.method,
        headers: toFetchHeaders(request),
        body: request.method === "GET" || request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const response = await auth.handler(req);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        const name = key.toLowerCase();
        if (name !== "set-cookie" && name !== "content-length") reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      const text = await response.text();
      const error = toAppError(response.status, text);
      if (error) return reply.status(error.status).type("application/json; charset=utf-8").send(error.body);
      return reply.send(text.length ? withoutSessionTokens(text) : null);
    },
  });
}
