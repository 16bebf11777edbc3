import { SEARCH_PRIORITIES, searchPriorityRank } from "@domain/search-priority";
import { type SQL, sql } from "drizzle-orm";
import type { RelevanceTier } from "./product-cursor";
import { cursorRankKey, timeMicros } from "./ordered-search-branch";
import { sortKey } from "./product-sort-keys";
import { type SearchFilter, cardsPage, searchColumns, tiersUnderOneLimit } from "./search-statement";

/**
 * How the posting lists keep each sort's order (migrations 0020–0022): what a walk orders by (then the product, all
 * in one direction), which column another word's posting of the same product is looked up by, and the row a cursor's
 * value starts after. "newest" walks the relevance order one plan priority at a time (newestBuckets).
 */
type Key = { order: SQL[]; ascending: boolean; lookup: "rank_key" | "list_price" | "name"; start: (after: SQL) => SQL[] };
const KEYS = {
  relevance: { order: [sql`w1.rank_key`], ascending: false, lookup: "rank_key", start: (after) => [cursorRankKey(after)] },
  price_asc: { order: [sql`w1.list_price`], ascending: true, lookup: "list_price", start: (after) => [sql`${after}::bigint`] },
  price_desc: { order: [sql`w1.list_price`], ascending: false, lookup: "list_price", start: (after) => [sql`${after}::bigint`] },
  name_asc: { order: [sql`w1.name`], ascending: true, lookup: "name", start: (after) => [after] },
  name_desc: { order: [sql`w1.name`], ascending: false, lookup: "name", start: (after) => [after] },
  // "<-priority>|<name>" (product-sort-keys.ts), the order of the expression index of migration 0022.
  recommended: {
    order: [sql`(-(w1.rank_key >> 53))`, sql`w1.name`],
    ascending: true,
    lookup: "name",
    start: (after) => [sql`split_part(${after}, '|', 1)::bigint`, sql`substr(${after}, strpos(${after}, '|') + 1)`],
  },
  newest: { order: [sql`w1.rank_key`], ascending: false, lookup: "rank_key", start: (after) => [timeMicros(after)] },
} satisfies Record<string, Key>;
export type PostingsSort = keyof typeof KEYS;
export const POSTINGS_SORTS = Object.keys(KEYS) as PostingsSort[];

/** The plan priorities, highest first: rank_key is the priority shifted left by 53 bits, plus the time. */
const PRIORITIES = SEARCH_PRIORITIES.map(searchPriorityRank).sort((a, b) => b - a);

/** At most this many words are merged; a longer term is searched through the text index (search-statement.ts). */
export const MAX_POSTINGS_WORDS = 4;

/**
 * What decides a search page's statement over the posting lists: the sort, how many words, which filters apply and
 * where the page starts. The words are the placeholders `lexeme1`…`lexemeN`, each a lexeme, or an array of the
 * lexemes a word may be where `choices` says so (never the first, walked, word).
 */
export type PostingsShape = {
  sort: PostingsSort;
  words: number;
  /** For each word after the walked one, whether it is a choice of lexemes (a corrected word's alternatives). */
  choices: boolean[];
  /** Whether the words are walked within the category of the placeholder `category` (migration 0021). */
  inCategory: boolean;
  filters: PostingsFilter[];
  after: "start" | "key" | RelevanceTier;
};

/**
 * The filters a page read from the postings may have, each checked as the walk reads: a price on the postings
 * themselves (`price`, the walked posting's price), the others on the product's product_search row `f`.
 */
const FILTERS = {
  minPrice: { onRow: false, condition: (price: SQL) => sql`${price} >= ${hidden("minPrice", "bigint")}` },
  maxPrice: { onRow: false, condition: (price: SQL) => sql`${price} <= ${hidden("maxPrice", "bigint")}` },
  verifiedOnly: { onRow: true, condition: () => sql`f.seller_verified` },
  inStock: { onRow: true, condition: () => sql`f.in_stock` },
  maxMinOrder: { onRow: true, condition: () => sql`f.min_order_quantity <= ${hidden("maxMinOrder", "integer")}` },
} satisfies Partial<Record<SearchFilter, { onRow: boolean; condition: (price: SQL) => SQL }>>;
/** A category is not among them: it chooses which postings are walked. */
export type PostingsFilter = keyof typeof FILTERS;

/**
 * A search page for plain words (every word required) as one statement over product_search_postings (ADR 25):
 * the first word's postings are walked in the page's order, from the cursor, and the other words are looked up for
 * each, so the walk stops once the page is full, whatever the number of matches. Relevance is tier 1 (every word in the name) then
 * tier 2 under one LIMIT, as in search-statement.ts; the page's cards are built the same way. Within a category, the
 * words' postings in that category are walked (migration 0021).
 */
export function postingsStatement(shape: PostingsShape): SQL {
  const limit = hidden("limit", "bigint");
  let rows: SQL;
  if (shape.sort === "newest") rows = newestBuckets(shape, limit);
  else if (shape.sort !== "relevance") rows = sql`select * from ${walk(shape, null, shape.after === "key")} page`;
  else {
    const tiers: SQL[] = [];
    if (shape.after === "start" || shape.after === 1) tiers.push(walk(shape, 1, shape.after === 1));
    tiers.push(walk(shape, 2, shape.after === 2));
    rows = tiersUnderOneLimit(tiers, limit);
  }
  const key = sortKey(shape.sort === "relevance" ? "ranked_newest" : shape.sort, searchColumns);
  return cardsPage(
    sql`
      select ps.product_id as id, (${key.value})::text as "sortValue", t.tier, false as corrected,
             ps.name, ps.list_price, ps.created_at, ps.seller_priority, ps.rating_key
      from (${rows}) t join product_search ps on ps.product_id = t.id`,
    shape.sort,
  );
}

/**
 * A newest-first page: within one plan priority, relevance order is creation order (rank_key is the priority, then
 * the time), so each priority's postings are walked from the cursor's time for a page's worth, and the page is the
 * newest of those (at most four pages' worth of rows, however many products match).
 */
function newestBuckets(shape: PostingsShape, limit: SQL): SQL {
  const buckets = PRIORITIES.map((priority) => {
    const base = sql.raw(`(${priority}::bigint << 53)`);
    const range = [sql`w1.rank_key >= ${base}`, sql`w1.rank_key < (${sql.raw(String(priority + 1))}::bigint << 53)`];
    return walk(shape, null, shape.after === "key", { range, base });
  });
  return sql`select id, tier from (${sql.join(buckets, sql` union all `)}) buckets order by at desc, id desc limit ${limit}`;
}

/**
 * A placeholder's value as one the planner cannot see, so that the plan made for any values costs what a plan made
 * for one run's values does, and PostgreSQL keeps that one plan (a named statement whose plans for given values
 * cost less is planned again at every run: a millisecond each).
 */
const hidden = (name: string, type: string) => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/**
 * One tier's (or a price or name page's) rows: the first word's postings walked in order, each other word's posting
 * of the same product looked up as the walk reads (the lookups are kept apart from the walk by `offset 0`, so the
 * plan is the same whatever the words: planned once). The first word is the rarest (search-page.ts), so the walk
 * reads the fewest postings that do not match.
 */
function walk(shape: PostingsShape, tier: RelevanceTier | null, fromCursor: boolean, bucket?: { range: SQL[]; base: SQL }): SQL {
  const { order, ascending, lookup, start } = KEYS[shape.sort] as Key;
  const column = sql.raw(lookup);
  const words = Array.from({ length: shape.words }, (_, i) => sql.raw(`w${i + 1}`));
  const category = sql.placeholder("category");
  const lexeme = (i: number) =>
    shape.inCategory
      ? sql`(select search_category_posting(${category}::text, ${sql.placeholder(`lexeme${i + 1}`)}::text))`
      : hidden(`lexeme${i + 1}`, "text");
  // Another word is a choice of lexemes (one, or a corrected word's alternatives): in the name if any of them is.
  const choice = (i: number) =>
    shape.inCategory
      ? sql`(select array(select search_category_posting(${category}::text, l) from unnest(${sql.placeholder(`lexeme${i + 1}`)}::text[]) l))`
      : hidden(`lexeme${i + 1}`, "text[]");
  const lookups = words.slice(1).map((w, i) => {
    const same = sql`${w}.${column} = w1.${column} and ${w}.product_id = w1.product_id`;
    return shape.choices[i]
      ? sql`cross join lateral (
      select bool_or(${w}.in_name) as in_name from product_search_postings ${w}
      where ${w}.lexeme = any (${choice(i + 1)}::text[]) and ${same} having count(*) > 0 offset 0) ${w}`
      : sql`cross join lateral (
      select ${w}.in_name from product_search_postings ${w} where ${w}.lexeme = ${lexeme(i + 1)} and ${same} offset 0) ${w}`;
  });
  if (shape.filters.some((name) => FILTERS[name].onRow)) {
    lookups.push(sql`cross join lateral (
      select f.seller_verified, f.in_stock, f.min_order_quantity from product_search f where f.product_id = w1.product_id offset 0) f`);
  }
  // Outside a walk in price order, a price range is written so that no index takes it as a range: a plan made for
  // any word would read the range through the price index and sort it.
  const price = lookup === "list_price" ? sql`w1.list_price` : sql`(w1.list_price + 0)`;
  const inName = sql.join(words.map((w) => sql`${w}.in_name`), sql` and `);
  const after = [...start(hidden("afterValue", "text")), hidden("afterId", "uuid")];
  if (bucket) after[0] = sql`${bucket.base} + ${after[0]}`;
  const conditions = [
    sql`w1.lexeme = ${lexeme(0)}`,
    tier === 1 ? inName : tier === 2 ? sql`not (${inName})` : undefined,
    ...shape.filters.map((name) => FILTERS[name].condition(price)),
    ...(bucket?.range ?? []),
    fromCursor ? sql`(${sql.join([...order, sql`w1.product_id`], sql`, `)}) ${sql.raw(ascending ? ">" : "<")} (${sql.join(after, sql`, `)})` : undefined,
  ].filter((condition) => condition !== undefined);
  const direction = sql.raw(ascending ? "asc" : "desc");
  return sql`(
    select w1.product_id as id, ${tier === null ? sql`null::int` : sql.raw(String(tier))} as tier${bucket ? sql`, w1.rank_key - ${bucket.base} as at` : sql``}
    from product_search_postings w1 ${sql.join(lookups, sql` `)}
    where ${sql.join(conditions, sql` and `)}
    order by ${sql.join([...order, sql`w1.product_id`].map((o) => sql`${o} ${direction}`), sql`, `)}
    limit ${hidden("limit", "bigint")})`;
}

/**
 * The words of a term as the posting lists hold them, when the term is plain words, all required (websearch's
 * plain case: `'steel' & 'bolt'`), and no more than MAX_POSTINGS_WORDS; undefined for a phrase, OR, NOT, a term of
 * stop words only or a longer one, which search-statement.ts answers.
 */
export function plainLexemes(tsquery: string): string[] | undefined {
  if (!new RegExp(`^${LEXEME}(?: & ${LEXEME})*$`).test(tsquery)) return undefined;
  const lexemes = [...new Set(quotedLexemes(tsquery))];
  return lexemes.length <= MAX_POSTINGS_WORDS ? lexemes : undefined;
}

/**
 * The words of a corrected term (search-term-correction.ts) with each one's alternatives, when every word is one
 * lexeme or a choice of single lexemes (`( 'presur' | 'pressur' ) & 'cooker'` → [['presur', 'pressur'], ['cooker']]),
 * no more than MAX_POSTINGS_WORDS; undefined otherwise, which the text index answers.
 */
export function correctedAlternatives(tsquery: string): string[][] | undefined {
  const choice = `(?:${LEXEME}|\\( ${LEXEME}(?: \\| ${LEXEME})* \\))`;
  if (!new RegExp(`^${choice}(?: & ${choice})*$`).test(tsquery)) return undefined;
  const words = tsquery.split(/ & (?=[('])/).map((word) => [...new Set(quotedLexemes(word))]);
  return words.length <= MAX_POSTINGS_WORDS ? words : undefined;
}

/** A lexeme as tsquery text writes it: quoted, an apostrophe doubled. */
const LEXEME = "'(?:[^']|'')+'";
const quotedLexemes = (text: string) => Array.from(text.matchAll(/'((?:[^']|'')+)'/g), (m) => m[1]!.replaceAll("''", "'"));
