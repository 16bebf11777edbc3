import type { ProductSort } from "@domain/catalog";
import { type AnyColumn, type Placeholder, type SQL, asc, desc, sql } from "drizzle-orm";
import { products } from "../../db/schema";

/**
 * The orders a page can be read in: the listing sorts, and "ranked_newest", the order within a relevance tier: the
 * sellers' plan search priority first (highest first), then newest first.
 */
export type RowOrder = Exclude<ProductSort, "relevance"> | "ranked_newest";

/** The product columns an order uses: the products table itself, or a query under the alias `p`. */
export type OrderColumns = Record<"id" | "name" | "listPrice" | "createdAt" | "sellerPriority" | "ratingKey", AnyColumn | SQL>;

export const tableColumns: OrderColumns = {
  id: products.id,
  name: products.name,
  listPrice: products.listPrice,
  createdAt: products.createdAt,
  sellerPriority: products.sellerPriority,
  ratingKey: products.ratingKey,
};

export const aliasColumns: OrderColumns = {
  id: sql.raw("p.id"),
  name: sql.raw("p.name"),
  listPrice: sql.raw("p.list_price"),
  createdAt: sql.raw("p.created_at"),
  sellerPriority: sql.raw("p.seller_priority"),
  ratingKey: sql.raw("p.rating_key"),
};

/**
 * A row's place in an order: its sort value and id (a cursor, or the last row an index walk read), or
 * placeholders for them in a statement prepared once.
 */
export type KeyPosition = { value: string | number | Placeholder; id: string | Placeholder };

export type SortKey = {
  /** The column that orders rows (then the id), and in which direction. */
  column: AnyColumn | SQL;
  direction: "asc" | "desc";
  /** The value that orders rows; selected as `sortValue` so the cursor can be built from the last row. */
  value: SQL;
  /** The order, as one of the (key, id) indexes serves it. */
  orderBy: SQL[];
  /**
   * The same order through expressions no index serves, so the planner collects the matches (GIN bitmap) and
   * sorts them instead of walking an index in order and testing every row (search-segment.ts decides which).
   */
  orderByUnindexed: SQL[];
  /** Rows strictly after this position in this order. */
  after(position: KeyPosition): SQL;
  /** Rows up to and including this position in this order. */
  through(position: KeyPosition): SQL;
};

/**
 * Every order ends with the id, so rows with equal names, prices or times still have one total order and
 * keyset pages never repeat or skip a row. Descending orders sort the id descending too, so one (key, id) index
 * serves both directions.
 */
export function sortKey(order: RowOrder, c: OrderColumns = tableColumns): SortKey {
  switch (order) {
    case "name_asc":
      return keyOrder(c.name, c.id, "asc", sql`${c.name}`, sql`${c.name} || ''`, "text");
    case "name_desc":
      return keyOrder(c.name, c.id, "desc", sql`${c.name}`, sql`${c.name} || ''`, "text");
    case "price_asc":
      return keyOrder(c.listPrice, c.id, "asc", sql`${c.listPrice}`, sql`${c.listPrice} + 0`, "bigint");
    case "price_desc":
      return keyOrder(c.listPrice, c.id, "desc", sql`${c.listPrice}`, sql`${c.listPrice} + 0`, "bigint");
    case "recommended":
      // Higher plan priority first, then by name: the priority negated, so the whole key ascends.
      return rankedKeyOrder(sql`(-${c.sellerPriority})`, c.name, c.id, "asc", sql`${c.name}`, sql`${c.name} || ''`, "text");
    case "rating":
      // The (rating_key, id) indexes, walked backwards: the highest shown average first, then the most reviewed.
      return keyOrder(c.ratingKey, c.id, "desc", sql`${c.ratingKey}`, sql`${c.ratingKey} + 0`, "bigint");
    case "newest":
      return keyOrder(c.createdAt, c.id, "desc", exactTime(c.createdAt), sql`${c.createdAt} + interval '0 seconds'`, "timestamptz");
    case "ranked_newest":
      return rankedKeyOrder(
        c.sellerPriority,
        c.createdAt,
        c.id,
        "desc",
        exactTime(c.createdAt),
        sql`${c.createdAt} + interval '0 seconds'`,
        "timestamptz",
      );
  }
}

/** The time as exact text: a JavaScript Date would drop the microseconds and break the keyset. */
const exactTime = (column: AnyColumn | SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A (rank, column, id) order, all in one direction, so a row comparison pages through it and one
 * (rank, column, id) index serves it. Its value is "<rank>|<column value>".
 */
function rankedKeyOrder(
  rank: AnyColumn | SQL,
  column: AnyColumn | SQL,
  id: AnyColumn | SQL,
  direction: "asc" | "desc",
  value: SQL,
  unindexed: SQL,
  type: "text" | "timestamptz",
): SortKey {
  const by = direction === "asc" ? asc : desc;
  const comparison = direction === "asc" ? sql.raw(">") : sql.raw("<");
  const throughComparison = direction === "asc" ? sql.raw("<=") : sql.raw(">=");
  // "<rank>|<value>" split by the database, so the value may be a placeholder (decodeProductCursor checked it).
  const row = ({ value, id }: KeyPosition) =>
    sql`(split_part(${value}::text, '|', 1)::smallint, substr(${value}::text, strpos(${value}::text, '|') + 1)::${sql.raw(type)}, ${id}::uuid)`;
  return {
    column,
    direction,
    value: sql`(${rank})::text || '|' || ${value}`,
    orderBy: [by(rank), by(column), by(id)],
    orderByUnindexed: [by(sql`${rank} + 0`), by(unindexed), by(id)],
    after: (position) => sql`(${rank}, ${column}, ${id}) ${comparison} ${row(position)}`,
    through: (position) => sql`(${rank}, ${column}, ${id}) ${throughComparison} ${row(position)}`,
  };
}

function keyOrder(
  column: AnyColumn | SQL,
  id: AnyColumn | SQL,
  direction: "asc" | "desc",
  value: SQL,
  unindexed: SQL,
  type: "text" | "bigint" | "timestamptz",
): SortKey {
  const by = direction === "asc" ? asc : desc;
  const comparison = direction === "asc" ? sql.raw(">") : sql.raw("<");
  const throughComparison = direction === "asc" ? sql.raw("<=") : sql.raw(">=");
  return {
    column,
    direction,
    value,
    orderBy: [by(column), by(id)],
    orderByUnindexed: [by(unindexed), by(id)],
    after: (position) =>
      sql`(${column}, ${id}) ${comparison} (${position.value}::${sql.raw(type)}, ${position.id}::uuid)`,
    through: (position) =>
      sql`(${column}, ${id}) ${throughComparison} (${position.value}::${sql.raw(type)}, ${position.id}::uuid)`,
  };
}
