import type { ProductSort } from "@domain/catalog";
import { type SQL, sql } from "drizzle-orm";
import type { RelevanceTier } from "./product-cursor";
import { productCardJson } from "./product-json";
import { orderedBranch, priceWalk, rankWalk, readsInOrder } from "./ordered-search-branch";
import { aggregatePage } from "./single-query-page";
import { type TermMatching, placeholderCategoryTsquery, placeholderTsquery, searchConditions } from "./product-search";
import { type OrderColumns, type SortKey, sortKey } from "./product-sort-keys";
import { minRatingCondition } from "./rating-filter";

/** The filters a search page can have, as conditions on product_search `ps` over placeholders named after them. */
export const SEARCH_FILTERS = {
  category: sql`ps.category = ${sql.placeholder("category")}`,
  minPrice: sql`ps.list_price >= ${sql.placeholder("minPrice")}`,
  maxPrice: sql`ps.list_price <= ${sql.placeholder("maxPrice")}`,
  verifiedOnly: sql`ps.seller_verified`,
  inStock: sql`ps.in_stock`,
  maxMinOrder: sql`ps.min_order_quantity <= ${sql.placeholder("maxMinOrder")}`,
  minRating: minRatingCondition("ps.rating_key"),
} satisfies Record<string, SQL>;
export type SearchFilter = keyof typeof SEARCH_FILTERS;

/**
 * The same filters where rum indexes exist (ADR 24): checked on the rows a statement reads. A price range written on
 * the column itself is also a condition the rum price index can answer, and a plan that collects a wide range
 * through it (890,000 rows: a second) is never wanted; it was chosen where the term was unknown while planning
 * (a generic plan, a corrected term).
 */
const UNRANGED_PRICE_FILTERS: Record<SearchFilter, SQL> = {
  ...SEARCH_FILTERS,
  minPrice: sql`ps.list_price + 0 >= ${sql.placeholder("minPrice")}`,
  maxPrice: sql`ps.list_price + 0 <= ${sql.placeholder("maxPrice")}`,
};

/**
 * What decides a search page's statement: the sort, which filters apply, where the page starts (the start, after a
 * key, or for relevance after a key in a tier) and how the term matches.
 */
export type SearchShape = {
  sort: ProductSort;
  filters: SearchFilter[];
  after: "start" | "key" | RelevanceTier;
  matching: TermMatching;
  /** Whether the term has Hindi words, read as their alternatives from the placeholder `tradeWords` (product-search.ts). */
  tradeWords: boolean;
  /** Whether the server keeps posting lists in relevance and price order (rum, migration 0019). */
  ordered: boolean;
};

export const searchColumns = columns("ps", "product_id");
const pageColumns = columns("page", "id");
const position = { value: sql.placeholder("afterValue"), id: sql.placeholder("afterId") };

/**
 * A search page as one statement (ADR 20): the page's rows found in product_search alone, then their cards built
 * from products and profiles. Relevance is tier 1 then tier 2 under one LIMIT, so the second tier is only read when
 * the first runs out. A first page matched by the words as typed carries its own typo fallback: when it is empty
 * and the words match no visible product at all, the same page is read again with the corrected term.
 * One row (aggregatePage): the page's cards, the last row's key and tier, and whether the term was corrected.
 */
export function searchStatement(shape: SearchShape): SQL {
  const fallback = shape.matching === "words" && shape.after === "start";
  const tsquery = (matching: TermMatching) => placeholderTsquery(matching, shape.tradeWords);
  const rows = fallback
    ? sql`
      with words_page as materialized (${pageRows(shape, "words")}),
      correction as materialized (
        select ${tsquery("corrected")} as q
        where not exists (select 1 from words_page)
          and not exists (select 1 from product_search ps where ps.search_vector @@ ${tsquery("words")}))
      select *, false as corrected from words_page
      union all
      select *, true from (${pageRows(shape, "corrected")}) corrected_page where exists (select 1 from correction where q is not null)`
    : shape.matching === "corrected"
      ? sql`
      with correction as materialized (select ${tsquery("corrected")} as q)
      select *, true as corrected from (${pageRows(shape, "corrected")}) page`
      : sql`select *, false as corrected from (${pageRows(shape, "words")}) page`;
  return cardsPage(rows, shape.sort);
}

/**
 * A search page's one row (aggregatePage) from its rows in product_search's columns (id, "sortValue", tier,
 * corrected, name, list_price, created_at, seller_priority, rating_key): the cards built from products and profiles,
 * in order. Each card is looked up by its row's id whatever the plan of the rows (`offset 0` keeps the lookup apart): planned
 * with a term's words, the rows of a merge of posting lists were estimated at one, and the planner joined them to
 * the sellers by reading all 10,000 (40 ms for a page at 1M products).
 */
export function cardsPage(rows: SQL, sort: ProductSort): SQL {
  const key = sortKey(sort === "relevance" ? "ranked_newest" : sort, pageColumns);
  const order = sql.join([sql`page.tier`, ...key.orderBy], sql`, `);
  return aggregatePage(sql`
    select page.id, page."sortValue", page.tier, page.corrected, c.card, row_number() over (order by ${order}) as n
    from (${rows}) page
    cross join lateral (
      select ${productCardJson} as card from products p join profiles s on s.id = p.seller_id where p.id = page.id offset 0) c`);
}

/**
 * The page's rows (one more than it shows) in product_search, in the sort's order. The term's own query is known
 * while planning, so PostgreSQL can choose between walking a sort index and collecting the matches through GIN;
 * elsewhere (below; a corrected term, computed while running; the second tier, whose size the planner cannot
 * estimate) the matches are always collected and sorted, at a cost bounded by how many there are.
 */
function pageRows(shape: SearchShape, matching: TermMatching): SQL {
  const { sort, filters, after, ordered } = shape;
  // The corrected query is computed once, in the statement's `correction`.
  const query = matching === "words" ? placeholderTsquery("words", shape.tradeWords) : sql`(select q from correction)`;
  const { inText, inName } = searchConditions(query, filters.includes("category") ? placeholderCategoryTsquery : undefined);
  // Where rum indexes exist, no statement may read a price range through them (UNRANGED_PRICE_FILTERS).
  const filterConditions = filters.map((name) => (ordered ? UNRANGED_PRICE_FILTERS : SEARCH_FILTERS)[name]);
  if (readsInOrder(shape)) {
    // The term as a value computed while running, which the planner cannot see: it estimates a word's matches from
    // a statistics sample (4,522 for 'yoga mats' estimated as 48) and, believing them few, collected them all through
    // the rum index and sorted them (17 ms) instead of walking it in order (3 ms).
    const hidden = matching === "words" ? sql`(select ${query})` : query;
    const inCategory = filters.includes("category") ? sql`(select ${placeholderCategoryTsquery})` : undefined;
    return orderedPageRows(sort, filters, filterConditions, after, hidden, searchConditions(hidden, inCategory).inText);
  }
  // A walk along a sort index is left to the planner only where matches are spread evenly along it: creation time
  // and price. Names start with a brand, so a word's matches cluster in name order ("Agra Stainless Steel …"), and
  // the planner, assuming them spread, walked 21,000 rows for 31 'steel' matches; within a category it misjudges
  // the walk the same way. There, and where the planner cannot see the term, the matches are collected and sorted.
  const walkable =
    matching === "words" && !filters.includes("category") && !["name_asc", "name_desc", "recommended"].includes(sort);
  if (sort !== "relevance") {
    const key = sortKey(sort, searchColumns);
    const conditions = [inText, after === "start" ? undefined : key.after(position)];
    const collected = branch(null, [...filterConditions, ...conditions], key, walkable);
    // The broad-term gate reads a term's words, not a Hindi word's alternatives: such a term is collected.
    if (matching === "corrected" || shape.tradeWords || (sort !== "name_asc" && sort !== "name_desc")) return collected;
    return byNameBuckets(collected, [...filterConditions, ...conditions], key, filters.includes("category"), after);
  }
  const key = sortKey("ranked_newest", searchColumns);
  const tiers: SQL[] = [];
  if (after === "start" || after === 1) {
    const condition = filters.includes("category") ? sql`${inName} and ${inText}` : inName;
    tiers.push(branch(1, [...filterConditions, condition, after === 1 ? key.after(position) : undefined], key, walkable));
  }
  tiers.push(branch(2, [...filterConditions, inText, sql`not (${inName})`, after === 2 ? key.after(position) : undefined], key, false));
  return tiersUnderOneLimit(tiers);
}

/** Tier 1 then tier 2 under one LIMIT: Append is lazy, so the second tier is read only if the first runs out. */
export const tiersUnderOneLimit = (tiers: SQL[], limit: SQL = sql`${sql.placeholder("limit")}`) =>
  sql`select * from (${sql.join(tiers, sql` union all `)}) tiers limit ${limit}`;

/**
 * A relevance or price page where the server keeps posting lists in that order (ADR 24): the walk reads the page's
 * rows and stops, whatever the number of matches, instead of collecting the matches and sorting them.
 */
function orderedPageRows(
  sort: ProductSort,
  filters: SearchFilter[],
  filterConditions: SQL[],
  after: SearchShape["after"],
  query: SQL,
  inText: SQL,
): SQL {
  if (sort !== "relevance") {
    const key = sortKey(sort, searchColumns);
    const bound = key.direction === "asc" ? "minPrice" : "maxPrice";
    const start = after === "key" ? position.value : filters.includes(bound) ? sql.placeholder(bound) : undefined;
    const where = [...filterConditions, inText, after === "key" ? afterUnindexed(key) : undefined];
    return orderedBranch(null, where, key, priceWalk(key.direction, start === undefined ? undefined : sql`${start}`));
  }
  const key = sortKey("ranked_newest", searchColumns);
  // The name's words as their own column, which the rum index of the first tier holds with the category's lexeme.
  const inName = sql`ps.name_vector @@ ${query}`;
  const inNameAndCategory = sql`ps.name_vector @@ (${query} && quote_literal(search_category_lexeme(${sql.placeholder("category")}))::tsquery)`;
  const tiers: SQL[] = [];
  if (after === "start" || after === 1) {
    const where = [...filterConditions, filters.includes("category") ? inNameAndCategory : inName, after === 1 ? afterUnindexed(key) : undefined];
    tiers.push(orderedBranch(1, where, key, rankWalk(after === 1 ? sql`${position.value}` : undefined)));
  }
  const where = [...filterConditions, inText, sql`not (${inName})`, after === 2 ? afterUnindexed(key) : undefined];
  tiers.push(orderedBranch(2, where, key, rankWalk(after === 2 ? sql`${position.value}` : undefined)));
  return tiersUnderOneLimit(tiers);
}

/**
 * The keyset condition of a walk in rum order, as a test on the rows the walk reads: written plainly it is also a
 * range a B-tree can walk, and a page planned once must never walk the catalogue from the cursor testing the term.
 */
const afterUnindexed = (key: SortKey) => sql`(${key.after(position)}) is true`;

/**
 * A broad term sorted by name (migration 0017): every product_search vector holds a lexeme for its name's first two
 * characters, so the matches are read one name prefix at a time, in the sort's direction, until the page is full:
 * "steel" by name reads the ~600 matches under "Ag" instead of collecting and sorting all 23,000. The prefixes that
 * exist are found on the name index one step at a time, lazily, as the LIMIT asks for more rows. A prefix costs a
 * GIN probe even when it holds no match, so a term with few matches is still collected and sorted (`collected`):
 * the prefixes are walked only when PostgreSQL's statistics say the term, with its category's words, matches
 * 2,000 rows or more (search_term_is_broad, migration 0017). Prefixes follow the name order only under a bytewise
 * collation (C, C.UTF-8, POSIX), the default of the embedded database and of Debian's PostgreSQL; under another,
 * names are collected too.
 */
function byNameBuckets(
  collected: SQL,
  conditions: (SQL | undefined)[],
  key: SortKey,
  inCategory: boolean,
  after: SearchShape["after"],
): SQL {
  const ascending = key.direction === "asc";
  const first = after === "start"
    ? sql`(select ps.name from product_search ps order by ps.name ${sql.raw(ascending ? "asc" : "desc")} limit 1)`
    : sql`${position.value}::text`;
  // Names under the prefix b.prefix all lie between it and it followed by the last code point.
  const next = ascending
    ? sql`ps.name > case when length(b.prefix) < 2 then b.prefix else b.prefix || chr(1114111) end order by ps.name asc`
    : sql`ps.name < b.prefix order by ps.name desc`;
  const inBucket = sql`ps.search_vector @@ quote_literal(search_name_bucket_lexeme(b.prefix))::tsquery`;
  const walked = sql`
    with recursive buckets(prefix) as (
      select left(${first}, 2)
      union all
      select (select left(ps.name, 2) from product_search ps where ${next} limit 1) from buckets b where b.prefix is not null)
    select m.* from buckets b cross join lateral ${branch(null, [...conditions, inBucket], key, false)} m
    where b.prefix is not null`;
  // Within a category, its words are part of the term.
  const term = inCategory
    ? sql`${sql.placeholder("q")}::text || ' ' || ${sql.placeholder("category")}::text`
    : sql`${sql.placeholder("q")}::text`;
  // Decided once per statement; each branch below reads it.
  const walk = sql`(select walk from name_walk)`;
  return sql`
    with name_walk as materialized (
      select search_term_is_broad(${term})
        and (select datcollate in ('C', 'POSIX') or datcollate like 'C.%' from pg_database where datname = current_database()) as walk)
    select * from (
      (select * from ${collected} c where not ${walk})
      union all
      (select * from (${walked}) w where ${walk})) bucketed
    limit ${sql.placeholder("limit")}`;
}

/** A branch's rows: its conditions (filters first), in the key's order, as many as the page needs. */
function branch(tier: RelevanceTier | null, conditions: (SQL | undefined)[], key: SortKey, indexed: boolean): SQL {
  const where = conditions.filter((c) => c !== undefined);
  return sql`(
    select ps.product_id as id, (${key.value})::text as "sortValue", ${tier === null ? sql`null::int` : sql.raw(String(tier))} as tier,
           ps.name, ps.list_price, ps.created_at, ps.seller_priority, ps.rating_key
    from product_search ps
    where ${sql.join(where, sql` and `)}
    order by ${sql.join(indexed ? key.orderBy : key.orderByUnindexed, sql`, `)}
    limit ${sql.placeholder("limit")})`;
}

function columns(alias: string, id: string): OrderColumns {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    id: column(id),
    name: column("name"),
    listPrice: column("list_price"),
    createdAt: column("created_at"),
    sellerPriority: column("seller_priority"),
    ratingKey: column("rating_key"),
  };
}
