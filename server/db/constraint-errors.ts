import type { ErrorCode } from "@domain/error-catalogue";

/**
 * SQLSTATEs of a statement refused by a constraint, and the catalogue code each answers: a unique violation is a
 * conflict with what exists (409); a missing reference or a failed check is a broken rule of the data (422).
 */
const CONSTRAINT_CODES: Record<string, ErrorCode> = {
  "23505": "CONFLICT",
  "23503": "CONSTRAINT_VIOLATION",
  "23514": "CONSTRAINT_VIOLATION",
  "23502": "CONSTRAINT_VIOLATION",
};

/** The driver error's SQLSTATE, looking through the wrappers Drizzle puts around it. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The catalogue code for a constraint violation, or undefined for any other error. */
export function constraintErrorCode(error: unknown): ErrorCode | undefined {
  const state = sqlState(error);
  return state === undefined ? undefined : CONSTRAINT_CODES[state];
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === "23505";
}
