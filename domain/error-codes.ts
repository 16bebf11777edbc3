import type { ErrorCode } from "./error-catalogue";

/**
 * `ERROR_CODES.PLAN_LIMIT_REACHED === "PLAN_LIMIT_REACHED"`, for comparisons that a typo cannot slip through: the
 * type lists the catalogue's codes, and each code's value is its own name. Built without the catalogue's messages,
 * so the web app's first view does not carry them (3.6 KB gzipped).
 */
export const ERROR_CODES = new Proxy({}, { get: (_codes, code) => code }) as { readonly [C in ErrorCode]: C };

/** The general code for an HTTP status, for an answer that carries no code of ours. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMITED";
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 503) return "SERVICE_UNAVAILABLE";
  return status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST";
}
