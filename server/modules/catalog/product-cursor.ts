import type { ProductSort } from "@domain/catalog";
import { AppError } from "../../errors";
import type { TermMatching } from "./product-search";

/**
 * Where the previous page ended: the sort key of its last row, so the next page starts strictly after it, and for
 * a search how the term matched, so every page of one search matches the same way.
 */
export type ProductCursor = { sort: ProductSort; value: string | number; id: string; matching?: TermMatching };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MATCHINGS: readonly unknown[] = ["words", "similar"] satisfies TermMatching[];

export function encodeProductCursor(cursor: ProductCursor): string {
  const parts = [cursor.sort, cursor.value, cursor.id, ...(cursor.matching ? [cursor.matching] : [])];
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

const invalidCursor = () =>
  new AppError("INVALID_CURSOR", 400, "The page cursor is invalid or belongs to another sort order; start again.");

/** Parses a cursor made by encodeProductCursor for the same sort; anything else is a 400. */
export function decodeProductCursor(raw: string, sort: ProductSort): ProductCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 4) throw invalidCursor();
  const [cursorSort, value, id, matching] = parsed as unknown[];
  if (cursorSort !== sort || typeof id !== "string" || !UUID.test(id)) throw invalidCursor();
  if (matching !== undefined && !MATCHINGS.includes(matching)) throw invalidCursor();
  const wantsText = sort === "name_asc" || sort === "name_desc";
  if (wantsText ? typeof value !== "string" : typeof value !== "number" || !Number.isFinite(value)) {
    throw invalidCursor();
  }
  if (sort.startsWith("price") && !Number.isSafeInteger(value)) throw invalidCursor();
  return { sort, value: value as string | number, id, ...(matching ? { matching: matching as TermMatching } : {}) };
}
