/**
 * better-auth answers errors as `{ code, message }` with its own terse wording; the app speaks
 * `{ error: { code, message } }` everywhere, with sentences a person can act on.
 */
const FRIENDLY_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_EMAIL: "Enter a valid email address.",
  EMAIL_NOT_VERIFIED: "Please verify your email address before signing in. Check your inbox for the link, or ask for a new one.",
  INVALID_TOKEN: "This link is invalid or has expired. Please ask for a new one.",
  TOKEN_EXPIRED: "This link has expired. Please ask for a new one.",
  PASSWORD_TOO_SHORT: "Password must be at least 6 characters.",
  PASSWORD_TOO_LONG: "Password must be at most 128 characters.",
  INVALID_PASSWORD: "The password is not correct.",
  INVALID_CODE: "That code is not correct. Check your authenticator app and try again.",
  INVALID_BACKUP_CODE: "That backup code is not correct or has already been used.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in took too long. Please sign in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please sign in again.",
  ACCOUNT_TEMPORARILY_LOCKED: "Too many wrong codes: two-factor sign-in is locked for 15 minutes.",
  TOTP_ALREADY_ENABLED: "Two-factor authentication is already on.",
  TOTP_NOT_ENABLED: "Two-factor authentication is not set up for this account.",
  SESSION_NOT_FRESH: "For your security, please sign in again before changing this setting.",
  UNAUTHORIZED: "Please sign in to continue.",
};

type AuthErrorBody = { code?: unknown; message?: unknown };

/** Our error body for a better-auth failure; null when the text is already in our shape or is not an error. */
export function toAppErrorBody(status: number, text: string): string | null {
  if (status < 400) return null;
  let parsed: AuthErrorBody | { error: unknown } | undefined;
  try {
    parsed = text ? (JSON.parse(text) as AuthErrorBody) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed && "error" in parsed) return null;
  const raw = parsed as AuthErrorBody | undefined;
  if (status >= 500) return JSON.stringify({ error: { code: "INTERNAL_ERROR", message: fallbackMessage(status) } });
  const code = typeof raw?.code === "string" ? raw.code : fallbackCode(status);
  const message = FRIENDLY_MESSAGES[code] ?? (typeof raw?.message === "string" && raw.message ? raw.message : fallbackMessage(status));
  return JSON.stringify({ error: { code, message } });
}

function fallbackCode(status: number) {
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMITED";
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  return status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST";
}

function fallbackMessage(status: number) {
  if (status === 404) return "This sign-in service does not exist.";
  if (status === 429) return "Too many requests. Please wait a minute and try again.";
  return status >= 500 ? "Something went wrong on our side. Please try again." : "The request could not be completed.";
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
