import type { ProductSort } from "@domain/catalog";
import { type AnyColumn, type SQL, asc, desc, sql } from "drizzle-orm";
import { products } from "../../db/schema";
import type { ProductCursor } from "./product-cursor";
import { searchRelevance, type TermMatching } from "./product-search";

export type SortKey = {
  /** The value that orders rows; selected as `sortValue` so the cursor can be built from the last row. */
  expression: AnyColumn | SQL<number>;
  orderBy: SQL[];
  /** Rows strictly after the cursor in this order. */
  after(cursor: ProductCursor): SQL;
};

/**
 * Every order ends with the id, so rows with equal names, prices or scores still have one total order and
 * keyset pages never repeat or skip a row. Descending name and price sort the id descending too, so one
 * (key, id) index serves both directions.
 */
export function sortKey(sort: ProductSort, search: { term: string; matching: TermMatching } | undefined): SortKey {
  switch (sort) {
    case "name_asc":
      return rowOrder(products.name, "asc", "text");
    case "name_desc":
      return rowOrder(products.name, "desc", "text");
    case "price_asc":
      return rowOrder(products.listPrice, "asc", "bigint");
    case "price_desc":
      return rowOrder(products.listPrice, "desc", "bigint");
    case "relevance": {
      const score = searchRelevance(search?.term ?? "", search?.matching ?? "words");
      return {
        expression: score,
        orderBy: [sql`${score} desc`, asc(products.id)],
        after: (cursor) =>
          sql`(${score} < ${cursor.value}::float8 or (${score} = ${cursor.value}::float8 and ${products.id} > ${cursor.id}::uuid))`,
      };
    }
  }
}

function rowOrder(column: AnyColumn, direction: "asc" | "desc", type: "text" | "bigint"): SortKey {
  const by = direction === "asc" ? asc : desc;
  const comparison = direction === "asc" ? sql.raw(">") : sql.raw("<");
  return {
    expression: column,
    orderBy: [by(column), by(products.id)],
    after: (cursor) =>
      sql`(${column}, ${products.id}) ${comparison} (${cursor.value}::${sql.raw(type)}, ${cursor.id}::uuid)`,
  };
}
