import { type SQL, sql } from "drizzle-orm";
import type { RelevanceTier } from "./product-cursor";
import type { SortKey } from "./product-sort-keys";

/** Whether a search page reads `rum` posting lists kept in its order (migration 0019, ADR 24): relevance and price. */
export function readsInOrder({ sort, ordered }: { sort: string; ordered: boolean }): boolean {
  return ordered && ["relevance", "price_asc", "price_desc"].includes(sort);
}

/**
 * How a branch reads its posting lists in order: the number each list is sorted by (`column`), the distance that
 * orders the index walk from where the page starts (`|=>` counts up from a value, `<=|` down from it; a row on the
 * wrong side of the start is infinitely far, so it comes last and the keyset condition drops it), and the columns
 * that pick out the rows sharing one value of that number (for ties at the page's end).
 */
export type OrderedWalk = { column: SQL; distance: SQL; tieColumns: SQL[] };

const MAX_BIGINT = sql.raw("9223372036854775807");

/** Price pages: up from the cursor's price or the minimum price, or down from the cursor's or the maximum. */
export function priceWalk(direction: "asc" | "desc", start: SQL | undefined): OrderedWalk {
  const column = sql`ps.list_price`;
  return {
    column,
    // rum's `|=>` counts a value equal to the start as on the wrong side (`<=|` does not): start one below.
    distance:
      direction === "asc" ? sql`${column} |=> (${start ?? sql.raw("0")}::bigint - 1)` : sql`${column} <=| ${start ?? MAX_BIGINT}::bigint`,
    tieColumns: [column],
  };
}

/**
 * Relevance pages within a tier: down the rank key (plan priority, then creation time to the microsecond, as
 * product_search.rank_key computes it) from the cursor's "<priority>|<time>", or from the top.
 */
export function rankWalk(cursorValue: SQL | undefined): OrderedWalk {
  const column = sql`ps.rank_key`;
  const start = cursorValue === undefined ? MAX_BIGINT : cursorRankKey(cursorValue);
  return { column, distance: sql`${column} <=| ${start}`, tieColumns: [sql`ps.seller_priority`, sql`ps.created_at`] };
}

/** A creation time's microseconds since 1970, as rank_key holds them below its plan priority (migration 0018). */
export const timeMicros = (time: SQL) =>
  sql`(extract(epoch from (${time}::timestamptz - '1970-01-01 00:00:00+00'::timestamptz)) * 1000000)::bigint`;

/** A relevance cursor's "<priority>|<time>" as product_search.rank_key computes it from the row. */
export const cursorRankKey = (cursorValue: SQL) =>
  sql`((split_part(${cursorValue}::text, '|', 1)::bigint << 53) + ${timeMicros(sql`substr(${cursorValue}::text, strpos(${cursorValue}::text, '|') + 1)`)})`;

/**
 * One branch of a search page read in order from a rum index: the first `limit` matches by distance, which are
 * the page in the sort's order except among rows sharing the last row's sort value (the index orders those
 * arbitrarily, and the page may end among them). When the walk filled the page, the rows sharing that value are read
 * again through the B-tree in id order (few: a price or a creation instant), so the page is exactly the first
 * `limit` rows of (key, id), as the keyset cursor requires.
 */
export function orderedBranch(tier: RelevanceTier | null, where: (SQL | undefined)[], key: SortKey, walk: OrderedWalk): SQL {
  const conditions = sql.join(where.filter((condition) => condition !== undefined), sql` and `);
  const columns = sql`ps.product_id, ps.name, ps.list_price, ps.created_at, ps.seller_priority, ps.rating_key`;
  const last = sql.join(
    walk.tieColumns.map((column) => sql`${column} = (select ${column} from walked ps order by distance desc limit 1)`),
    sql` and `,
  );
  return sql`(
    select ps.product_id as id, (${key.value})::text as "sortValue", ${tier === null ? sql`null::int` : sql.raw(String(tier))} as tier,
           ps.name, ps.list_price, ps.created_at, ps.seller_priority, ps.rating_key
    from (
      with walked as materialized (
        select ${columns}, ${walk.distance} as distance from product_search ps
        where ${conditions}
        order by ${walk.distance}
        limit ${sql.placeholder("limit")})
      select ${columns} from walked ps
      union
      (select ${columns} from product_search ps
       where (select count(*) from walked) = ${sql.placeholder("limit")} and ${last} and ${conditions}
       order by ${sql.join(key.orderBy.slice(-1), sql`, `)}
       limit ${sql.placeholder("limit")})) ps
    order by ${sql.join(key.orderBy, sql`, `)}
    limit ${sql.placeholder("limit")})`;
}
