import type { ProductSort } from "@domain/catalog";
import { AppError } from "../../errors";
import type { TermMatching } from "./product-search";

/** Relevance tiers (ADR 11): 1 = every word of the term is in the name, 2 = the other matches. */
export type RelevanceTier = 1 | 2;

/**
 * Where the previous page ended: the sort key of its last row, so the next page starts strictly after it, and for
 * a search how the term matched, so every page of one search matches the same way. A relevance key is the tier,
 * then the seller's plan rank and the creation time (ISO 8601 to the microsecond, as the database keeps it) as
 * "<rank>|<time>"; a recommended key is "<negated rank>|<name>" (product-sort-keys.ts); a newest key is the time; a
 * rating key is the product's rating_key (a number, as a price).
 */
export type ProductCursor = {
  sort: ProductSort;
  value: string | number;
  id: string;
  matching?: TermMatching;
  tier?: RelevanceTier;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MATCHINGS: readonly unknown[] = ["words", "corrected"] satisfies TermMatching[];

export function encodeProductCursor(cursor: ProductCursor): string {
  const parts = [cursor.sort, cursor.value, cursor.id, cursor.matching ?? null, ...(cursor.tier ? [cursor.tier] : [])];
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

const invalidCursor = () =>
  new AppError("INVALID_CURSOR", "The page cursor is invalid or belongs to another sort order; start again.");

/** Parses a cursor made by encodeProductCursor for the same sort; anything else is a 400. */
export function decodeProductCursor(raw: string, sort: ProductSort): ProductCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 5) throw invalidCursor();
  const [cursorSort, value, id, matching, tier] = parsed as unknown[];
  if (cursorSort !== sort || typeof id !== "string" || !UUID.test(id)) throw invalidCursor();
  if (matching !== undefined && matching !== null && !MATCHINGS.includes(matching)) throw invalidCursor();
  if (!validValue(sort, value)) throw invalidCursor();
  if (sort === "relevance" ? tier !== 1 && tier !== 2 : tier !== undefined) throw invalidCursor();
  return {
    sort,
    value: value as string | number,
    id,
    ...(typeof matching === "string" ? { matching: matching as TermMatching } : {}),
    ...(sort === "relevance" ? { tier: tier as RelevanceTier } : {}),
  };
}

/** A sort value as the database returned it (bigint as a string or a bigint), as the cursor holds it. */
export function cursorValue(value: string | number | bigint, sort: ProductSort): string | number {
  return sort.startsWith("price") || sort === "rating" ? Number(value) : String(value);
}

function validValue(sort: ProductSort, value: unknown): boolean {
  switch (sort) {
    case "name_asc":
    case "name_desc":
      return typeof value === "string";
    case "price_asc":
    case "price_desc":
      return typeof value === "number" && Number.isSafeInteger(value);
    case "rating":
      return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
    case "recommended":
      return typeof value === "string" && /^(0|-[1-3])\|/.test(value);
    case "newest":
      return typeof value === "string" && isMicrosecondTime(value);
    case "relevance": {
      const [, rank, time] = typeof value === "string" ? (/^([0-3])\|(.*)$/.exec(value) ?? []) : [];
      return rank !== undefined && time !== undefined && isMicrosecondTime(time);
    }
  }
}

const isMicrosecondTime = (time: string) => MICROSECOND_TIME.test(time) && !Number.isNaN(Date.parse(time));

/** A page's key columns as read: the sort value, the id and, for relevance, the tier (null or absent otherwise). */
type KeyedRow = { id: string; sortValue: string | number | bigint; tier?: number | string | null };

/**
 * The cursor after a page read with one row more than it shows (`limit + 1`): null when that extra row was not
 * there, else the key of the page's last row, with how the search matched when there was one.
 */
export function nextPageCursor(rows: readonly KeyedRow[], limit: number, sort: ProductSort, matching?: TermMatching): string | null {
  const last = rows[limit - 1];
  if (rows.length <= limit || !last) return null;
  return cursorAfter(last, sort, matching);
}

/** The cursor of the page after the one that ends with `last`. */
export function cursorAfter(last: KeyedRow, sort: ProductSort, matching?: TermMatching): string {
  return encodeProductCursor({
    sort,
    value: cursorValue(last.sortValue, sort),
    id: last.id,
    ...(matching ? { matching } : {}),
    ...(last.tier ? { tier: Number(last.tier) as RelevanceTier } : {}),
  });
}
