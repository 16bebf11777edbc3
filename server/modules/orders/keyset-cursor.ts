import { type AnyColumn, sql, type SQL } from "drizzle-orm";
import { AppError } from "../../errors";

/**
 * Keyset pagination over (created_at desc, id desc). The cursor carries the timestamp as Postgres prints it, to the
 * microsecond: a JS Date keeps only milliseconds, and rows created within the same millisecond would be skipped.
 */
export type Keyset = { at: string; id: string };

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The column's value as the cursor text, to select beside the row. */
export const cursorTimestamp = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A time that exists (not 30 February or 25:00), which the database would otherwise refuse with an error. */
function isRealTime(at: string): boolean {
  const parsed = new Date(`${at.slice(0, 19)}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === at.slice(0, 19);
}

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.at, keyset.id])).toString("base64url");
}

export function decodeCursor(cursor: string): Keyset {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && ISO_MICROS.test(at) && isRealTime(at) && typeof id === "string" && UUID.test(id)) return { at, id };
  } catch {
    // fall through
  }
  throw new AppError("INVALID_CURSOR", "The page cursor is invalid; start again from the first page.");
}

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, keyset: Keyset): SQL {
  return sql`(${createdAt}, ${id}) < (${keyset.at}::timestamptz, ${keyset.id}::uuid)`;
}

/** Fetch one row more than the page, to know whether there is a next page without counting. */
export function pageOf<T extends { cursorAt: string; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  return { page, nextCursor };
}
