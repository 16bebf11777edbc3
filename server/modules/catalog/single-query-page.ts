import type { ProductSort } from "@domain/catalog";
import type { ProductListFilters } from "@domain/schemas/catalog";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type PreparedQuery, prepareQuery, runPreparedQuery } from "../../db/prepared-query";
import { type ProductCursor, type RelevanceTier, cursorAfter } from "./product-cursor";
import { productCardJson } from "./product-json";
import type { TermMatching } from "./product-search";
import { aliasColumns, sortKey } from "./product-sort-keys";
import { minRatingCondition } from "./rating-filter";

export type PageRequest = { filters: ProductListFilters; sort: ProductSort; limit: number; cursor?: ProductCursor };

/** A page of cards as the API's JSON text (ProductList). */
export type PageJson = { body: string };

/** The conditions a listing's filters add, over placeholders named after them. */
const FILTERS = {
  category: sql`p.category = ${sql.placeholder("category")}`,
  minPrice: sql`p.list_price >= ${sql.placeholder("minPrice")}`,
  maxPrice: sql`p.list_price <= ${sql.placeholder("maxPrice")}`,
  verifiedOnly: sql`s.is_verified`,
  inStock: sql`p.stock >= p.min_order_quantity`,
  maxMinOrder: sql`p.min_order_quantity <= ${sql.placeholder("maxMinOrder")}`,
  minRating: minRatingCondition("p.rating_key"),
} satisfies Partial<Record<keyof ProductListFilters, SQL>>;
type Filter = keyof typeof FILTERS;

/**
 * What decides a page's statement: the sort, which filters apply and whether a cursor starts it. The values are
 * the statement's parameters.
 */
type PageShape = { sort: ProductSort; filters: Filter[]; after: "start" | "key" };

const statements = new Map<string, PreparedQuery>();

/**
 * A listing page (no search term; searches: search-page.ts) in one prepared statement, walking the (category,)
 * name, price, rank, time or rating index. There is one statement per shape of request, built the first time that shape is
 * asked for.
 */
export async function singleQueryPage(db: Database, request: PageRequest): Promise<PageJson> {
  const { filters, sort, limit, cursor } = request;
  const shape: PageShape = {
    sort,
    filters: (Object.keys(FILTERS) as Filter[]).filter((name) => filters[name] !== undefined && filters[name] !== false),
    after: cursor === undefined ? "start" : "key",
  };
  const shapeKey = JSON.stringify(shape);
  let statement = statements.get(shapeKey);
  if (!statement) {
    statement = prepareQuery(pageQuery(shape));
    statements.set(shapeKey, statement);
  }
  const [page] = await runPreparedQuery<AggregatedPage>(db, statement, {
    ...filters,
    ...(cursor ? { afterValue: cursor.value, afterId: cursor.id } : {}),
    pageSize: limit,
    limit: limit + 1,
  });
  return aggregatedPageJson(page!, limit, sort);
}

/** A page as the database returns it in one row (aggregatePage). */
export type AggregatedPage = {
  cards: string | null;
  found: number;
  lastId: string | null;
  lastSortValue: string | null;
  lastTier: RelevanceTier | null;
  corrected: boolean;
};

/**
 * Makes a page query one row: the cards of its first `pageSize` rows joined in order, how many rows it found (it
 * reads one more than the page shows, to tell whether another page follows), and the key of the page's last row
 * (with its relevance tier, and whether the term was corrected, for a search). The query gives each row its place
 * `n` in the page's order and its `tier` and `corrected` (null and false for a listing).
 */
export function aggregatePage(rows: SQL): SQL {
  const size = sql.placeholder("pageSize");
  const ofLast = (column: string) => sql`min(x.${sql.raw(column)}) filter (where x.n = ${size})`;
  return sql`
    select string_agg(x.card, ',' order by x.n) filter (where x.n <= ${size}) as cards, count(*)::int as found,
           ${ofLast("id::text")} as "lastId", ${ofLast('"sortValue"')} as "lastSortValue", ${ofLast("tier")} as "lastTier",
           coalesce(bool_or(x.corrected), false) as corrected
    from (${rows}) x`;
}

/** The page's JSON: its cards and the cursor after its last one, if the extra row says another page follows. */
export function aggregatedPageJson(page: AggregatedPage, limit: number, sort: ProductSort, matching?: TermMatching): PageJson {
  const { cards, found, lastId, lastSortValue, lastTier } = page;
  const more = found > limit && lastId !== null && lastSortValue !== null;
  const nextCursor = more ? cursorAfter({ id: lastId, sortValue: lastSortValue, tier: lastTier }, sort, matching) : null;
  return { body: `{"items":[${cards ?? ""}],"nextCursor":${JSON.stringify(nextCursor)}}` };
}

function pageQuery({ sort, filters, after }: PageShape): SQL {
  // Without a term, "relevance" has nothing to rank by: plan rank, then newest first, as within a relevance tier.
  const key = sortKey(sort === "relevance" ? "ranked_newest" : sort, aliasColumns);
  const position = { value: sql.placeholder("afterValue"), id: sql.placeholder("afterId") };
  const afterCursor = after === "start" ? undefined : key.after(position);
  const where = [sql`p.is_active and s.is_active`, ...filters.map((name) => FILTERS[name]), afterCursor];
  const order = sql.join(key.orderBy, sql`, `);
  return aggregatePage(sql`
    select p.id, (${key.value})::text as "sortValue", null::int as tier, false as corrected, ${productCardJson} as card,
           row_number() over (order by ${order}) as n
    from products p join profiles s on s.id = p.seller_id
    where ${sql.join(where.filter((condition) => condition !== undefined), sql` and `)}
    order by ${order}
    limit ${sql.placeholder("limit")}`);
}
