import type { ReviewSort } from "@domain/reviews";
import { AppError } from "../../errors";

/**
 * Where a page of a product's reviews ended, so the next starts strictly after its last row: newest first is
 * (created_at desc, id desc); most helpful first is (helpful_count desc, created_at desc, id desc). The time is
 * kept as PostgreSQL prints it, to the microsecond (a JavaScript Date would drop the microseconds and skip rows made
 * within one millisecond). The sort is in the cursor so that one sort's cursor is refused by the other.
 */
export type ReviewCursor = { sort: ReviewSort; helpful: number; at: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_MAX = 2_147_483_647;
const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeReviewCursor(cursor: ReviewCursor): string {
  const parts = cursor.sort === "helpful" ? [cursor.sort, cursor.at, cursor.id, cursor.helpful] : [cursor.sort, cursor.at, cursor.id];
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

const invalidCursor = () => new AppError("INVALID_CURSOR", "The page cursor is invalid or belongs to another sort order; start again.");

/** Parses a cursor made by encodeReviewCursor for the same sort; anything else is a 400. */
export function decodeReviewCursor(raw: string, sort: ReviewSort): ReviewCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed)) throw invalidCursor();
  const [cursorSort, at, id, helpful] = parsed as unknown[];
  if (cursorSort !== sort || parsed.length !== (sort === "helpful" ? 4 : 3)) throw invalidCursor();
  if (typeof at !== "string" || !isRealTime(at) || typeof id !== "string" || !UUID.test(id)) throw invalidCursor();
  // helpful_count is a PostgreSQL integer: a larger number would be a database error, not a 400.
  if (sort === "helpful" && !(typeof helpful === "number" && Number.isInteger(helpful) && helpful >= 0 && helpful <= INT_MAX)) throw invalidCursor();
  return { sort, at, id, helpful: sort === "helpful" ? (helpful as number) : 0 };
}

/** A time as the database prints it, and a real one: "2026-02-30…" fits the pattern but PostgreSQL would refuse it (a 500). */
function isRealTime(at: string): boolean {
  if (!MICROSECOND_TIME.test(at)) return false;
  const time = Date.parse(at);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === at.slice(0, 19);
}
