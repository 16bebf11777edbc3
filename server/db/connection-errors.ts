/**
 * SQLSTATEs of a connection that failed or that the server ended: class 08 (connection exception, including 08007
 * "transaction resolution unknown") and 57P01–57P03 (administrator, crash and startup shutdowns).
 */
const CONNECTION_SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "08007", "57P01", "57P02", "57P03"]);
/**
 * Socket failures on the way to the server. A `fetch` to another service that fails alike (its cause carries the same
 * code) is counted too: a 503 "try again shortly" is the right answer for that as well.
 */
const SOCKET_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
/** node-postgres reports a lost or closed connection by message only. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * True when the error (or one it wraps: Drizzle wraps the driver's error in `cause`) says the database connection
 * was lost or could not be made, as opposed to the statement failing. A read hit by it may be retried on another
 * connection; a write hit by it may or may not have been applied.
 */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}

/**
 * The answer to a request whose database work could not be done or confirmed (reads were already retried once):
 * 503 with Retry-After, never a bare 500: the client learns that trying again shortly is the right move. (A write
 * hit by it may have been applied; a retried request meets the same conflict checks as any repeated request.)
 */
export const DATABASE_UNAVAILABLE = { code: "SERVICE_UNAVAILABLE", retryAfterSeconds: 5 } as const;
