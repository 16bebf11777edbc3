import { codeForStatus, ERROR_CATALOGUE, type ErrorCode, isErrorCode } from "@domain/error-catalogue";

/**
 * better-auth answers errors as `{ code, message }` with its own codes and terse wording; the app speaks
 * `{ error: { code, message } }` everywhere, with codes of the error catalogue and sentences a person can act on.
 */

/** Codes our own auth hooks raise, whose messages already say more than the catalogue's (minutes to wait …). */
const OWN_HOOK_CODES = new Set<ErrorCode>([
  "TOO_MANY_SIGN_IN_ATTEMPTS",
  "TOO_MANY_CODE_ATTEMPTS",
  "PASSWORD_TOO_COMMON",
  "ACCOUNT_DEACTIVATED",
  "ACCOUNT_INCOMPLETE",
]);

/** better-auth's names for codes the catalogue has under another name. */
const RENAMED: Record<string, ErrorCode> = { UNAUTHORIZED: "UNAUTHENTICATED", TOTP_NOT_ENABLED: "TWO_FACTOR_NOT_ENABLED" };

type AuthErrorBody = { code?: unknown; message?: unknown };

/**
 * Our status and body for a better-auth failure; null when the answer is not an error or already in our shape.
 * A code the catalogue knows takes the catalogue's status; any other becomes the catalogue's code for its status.
 */
export function toAppError(status: number, text: string): { status: number; body: string } | null {
  if (status < 400) return null;
  let parsed: AuthErrorBody | { error: unknown } | undefined;
  try {
    parsed = text ? (JSON.parse(text) as AuthErrorBody) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed && "error" in parsed) return null;
  const raw = parsed as AuthErrorBody | undefined;
  const rawCode = typeof raw?.code === "string" ? (RENAMED[raw.code] ?? raw.code) : undefined;
  const code: ErrorCode = status < 500 && isErrorCode(rawCode) ? rawCode : codeForStatus(status);
  const rawMessage = typeof raw?.message === "string" && raw.message ? raw.message : undefined;
  const message = OWN_HOOK_CODES.has(code) && rawMessage ? rawMessage : ERROR_CATALOGUE[code].message;
  return { status: ERROR_CATALOGUE[code].status, body: JSON.stringify({ error: { code, message } }) };
}

/**
 * better-auth returns the session token in its JSON bodies (sign-in, two-factor, change-password, get-session,
 * list-sessions). The cookie is HttpOnly so page scripts cannot read it; neither may they read the body's copy.
 * Returns the text unchanged when it holds no token.
 */
export function withoutSessionTokens(text: string): string {
  if (!text.includes('"token"')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(dropTokens(parsed));
}

function dropTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "token").map(([key, item]) => [key, dropTokens(item)]));
}
