import type pg from "pg";
import { isConnectionError } from "./connection-errors";

/** Functions that change something even inside a SELECT: such a statement is never repeated. */
const SIDE_EFFECTS = /\b(pg_notify|nextval|setval|pg_advisory_\w*lock\w*|pg_terminate_backend|pg_cancel_backend)\s*\(/i;
const WRITES = /\b(insert|update|delete|merge|truncate)\b/i;

/** A statement that only reads, so running it a second time cannot apply anything twice. */
export function isReadOnlyStatement(text: string): boolean {
  let readOnly = verdicts.get(text);
  if (readOnly === undefined) {
    readOnly = readsOnly(text);
    // Statements are few texts run many times (their values are parameters): remember a bounded number of them.
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(text, readOnly);
  }
  return readOnly;
}

const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 2_000;

function readsOnly(text: string): boolean {
  const statement = text.trimStart();
  if (SIDE_EFFECTS.test(statement)) return false;
  if (/^select\b/i.test(statement)) return true;
  // A WITH may hide a data-modifying CTE: read-only only when no write keyword appears at all (a false "no" only
  // means no retry).
  return /^with\b/i.test(statement) && !WRITES.test(statement);
}

/**
 * Makes `pool.query` (every statement outside a transaction; transactions check out their own client and are not
 * touched) run a read-only statement once more, on a fresh connection, when the first attempt lost its connection:
 * a PostgreSQL restart or failover then costs a little latency instead of an error. Anything else, including a
 * second failure, is thrown as it is. Returns the same pool.
 */
export function retryReadsOnConnectionLoss(pool: pg.Pool, onRetry?: (error: unknown) => void): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = (...args: unknown[]) => {
    const [config] = args;
    const text = typeof config === "string" ? config : (config as { text?: unknown } | undefined)?.text;
    const submittable = typeof (config as { submit?: unknown } | undefined)?.submit === "function";
    const callbackStyle = typeof args.at(-1) === "function";
    if (callbackStyle || submittable || typeof text !== "string" || !isReadOnlyStatement(text)) return query(...args);
    return query(...args).catch((error: unknown) => {
      if (!isConnectionError(error) || pool.ending || pool.ended) throw error;
      onRetry?.(error);
      return query(...args);
    });
  };
  pool.query = retrying as typeof pool.query;
  return pool;
}
