import { type SQL, sql } from "drizzle-orm";
import type { RelevanceTier } from "./product-cursor";
import { cursorRankKey } from "./ordered-search-branch";
import { sortKey } from "./product-sort-keys";
import { type SearchFilter, cardsPage, searchColumns, tiersUnderOneLimit } from "./search-statement";

/** The sorts whose order the posting lists keep (migration 0020): the column each is kept by, and the direction. */
const KEYS = {
  relevance: { column: "rank_key", ascending: false },
  price_asc: { column: "list_price", ascending: true },
  price_desc: { column: "list_price", ascending: false },
  name_asc: { column: "name", ascending: true },
  name_desc: { column: "name", ascending: false },
} as const;
export type PostingsSort = keyof typeof KEYS;
export const POSTINGS_SORTS = Object.keys(KEYS) as PostingsSort[];

/** At most this many words are merged; a longer term is searched through the text index (search-statement.ts). */
export const MAX_POSTINGS_WORDS = 4;

/**
 * What decides a search page's statement over the posting lists: the sort, how many words, which filters apply and
 * where the page starts. The words are the placeholders `lexeme1`…`lexemeN`.
 */
export type PostingsShape = {
  sort: PostingsSort;
  words: number;
  filters: PostingsFilter[];
  after: "start" | "key" | RelevanceTier;
};

/** Filters checked on the product_search row, which the postings do not carry. */
const ROW_FILTERS = {
  verifiedOnly: sql`f.seller_verified`,
  inStock: sql`f.in_stock`,
  maxMinOrder: sql`f.min_order_quantity <= ${sql.placeholder("maxMinOrder")}`,
} satisfies Partial<Record<SearchFilter, SQL>>;

/** Filters the postings carry, checked in the index walk. */
const POSTING_FILTERS = {
  minPrice: sql`w1.list_price >= ${sql.placeholder("minPrice")}`,
  maxPrice: sql`w1.list_price <= ${sql.placeholder("maxPrice")}`,
} satisfies Partial<Record<SearchFilter, SQL>>;

/**
 * The filters a page read from the postings may have. Not a category: the postings of a term's words in every other
 * category would be walked past to find the few in it (all of them, when it has none), where the text index
 * intersects the words with the category's own words.
 */
export type PostingsFilter = keyof typeof POSTING_FILTERS | keyof typeof ROW_FILTERS;

/**
 * A search page for plain words (every word required) as one statement over product_search_postings (ADR 25):
 * each word's postings are walked in the page's order, from the cursor, and merged on (key, product), so the walk
 * stops once the page is full, whatever the number of matches. Relevance is tier 1 (every word in the name) then
 * tier 2 under one LIMIT, as in search-statement.ts; the page's cards are built the same way.
 */
export function postingsStatement(shape: PostingsShape): SQL {
  const tiers: SQL[] = [];
  if (shape.sort !== "relevance") tiers.push(walk(shape, null, shape.after === "key"));
  else {
    if (shape.after === "start" || shape.after === 1) tiers.push(walk(shape, 1, shape.after === 1));
    tiers.push(walk(shape, 2, shape.after === 2));
  }
  const key = sortKey(shape.sort === "relevance" ? "ranked_newest" : shape.sort, searchColumns);
  return cardsPage(
    sql`
      select ps.product_id as id, (${key.value})::text as "sortValue", t.tier, false as corrected,
             ps.name, ps.list_price, ps.created_at, ps.seller_priority
      from (${tiersUnderOneLimit(tiers)}) t join product_search ps on ps.product_id = t.id`,
    shape.sort,
  );
}

/** One tier's (or a price or name page's) rows: the first word's postings in order, each other word's merged in. */
function walk(shape: PostingsShape, tier: RelevanceTier | null, fromCursor: boolean): SQL {
  const { column: name, ascending } = KEYS[shape.sort];
  const column = sql.raw(name);
  const words = Array.from({ length: shape.words }, (_, i) => sql.raw(`w${i + 1}`));
  const lexeme = (i: number) => sql.placeholder(`lexeme${i + 1}`);
  const joins = words.slice(1).map(
    (w, i) =>
      sql`join product_search_postings ${w} on ${w}.lexeme = ${lexeme(i + 1)} and ${w}.${column} = w1.${column} and ${w}.product_id = w1.product_id`,
  );
  const rowFilters = shape.filters.flatMap((name) => (name in ROW_FILTERS ? [ROW_FILTERS[name as keyof typeof ROW_FILTERS]] : []));
  if (rowFilters.length > 0) joins.push(sql`join product_search f on f.product_id = w1.product_id`);
  const inName = sql.join(words.map((w) => sql`${w}.in_name`), sql` and `);
  const afterValue = sql`${sql.placeholder("afterValue")}`;
  const start = name === "rank_key" ? cursorRankKey(afterValue) : name === "list_price" ? sql`${afterValue}::bigint` : sql`${afterValue}::text`;
  const conditions = [
    sql`w1.lexeme = ${lexeme(0)}`,
    tier === 1 ? inName : tier === 2 ? sql`not (${inName})` : undefined,
    ...shape.filters.flatMap((name) => (name in POSTING_FILTERS ? [POSTING_FILTERS[name as keyof typeof POSTING_FILTERS]] : [])),
    ...rowFilters,
    fromCursor ? sql`(w1.${column}, w1.product_id) ${sql.raw(ascending ? ">" : "<")} (${start}, ${sql.placeholder("afterId")}::uuid)` : undefined,
  ].filter((condition) => condition !== undefined);
  const direction = sql.raw(ascending ? "asc" : "desc");
  return sql`(
    select w1.product_id as id, ${tier === null ? sql`null::int` : sql.raw(String(tier))} as tier
    from product_search_postings w1 ${sql.join(joins, sql` `)}
    where ${sql.join(conditions, sql` and `)}
    order by w1.${column} ${direction}, w1.product_id ${direction}
    limit ${sql.placeholder("limit")})`;
}

/**
 * The words of a term as the posting lists hold them, when the term is plain words, all required (websearch's
 * plain case: `'steel' & 'bolt'`), and no more than MAX_POSTINGS_WORDS; undefined for a phrase, OR, NOT, a term of
 * stop words only or a longer one, which search-statement.ts answers.
 */
export function plainLexemes(tsquery: string): string[] | undefined {
  if (!/^'(?:[^']|'')+'(?: & '(?:[^']|'')+')*$/.test(tsquery)) return undefined;
  const lexemes = [...new Set(Array.from(tsquery.matchAll(/'((?:[^']|'')+)'/g), (m) => m[1]!.replaceAll("''", "'")))];
  return lexemes.length <= MAX_POSTINGS_WORDS ? lexemes : undefined;
}
