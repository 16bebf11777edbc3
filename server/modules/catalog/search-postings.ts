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
      from (${tiersUnderOneLimit(tiers, hidden("limit", "bigint"))}) t join product_search ps on ps.product_id = t.id`,
    shape.sort,
  );
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
function walk(shape: PostingsShape, tier: RelevanceTier | null, fromCursor: boolean): SQL {
  const { column: name, ascending } = KEYS[shape.sort];
  const column = sql.raw(name);
  const words = Array.from({ length: shape.words }, (_, i) => sql.raw(`w${i + 1}`));
  const lexeme = (i: number) =>
    shape.inCategory
      ? sql`(select search_category_posting(${sql.placeholder("category")}::text, ${sql.placeholder(`lexeme${i + 1}`)}::text))`
      : hidden(`lexeme${i + 1}`, "text");
  const lookups = words.slice(1).map(
    (w, i) => sql`cross join lateral (
      select ${w}.in_name from product_search_postings ${w}
      where ${w}.lexeme = ${lexeme(i + 1)} and ${w}.${column} = w1.${column} and ${w}.product_id = w1.product_id offset 0) ${w}`,
  );
  if (shape.filters.some((name) => FILTERS[name].onRow)) {
    lookups.push(sql`cross join lateral (
      select f.seller_verified, f.in_stock, f.min_order_quantity from product_search f where f.product_id = w1.product_id offset 0) f`);
  }
  // Outside a walk in price order, a price range is written so that no index takes it as a range: a plan made for
  // any word would read the range through the price index and sort it.
  const price = name === "list_price" ? sql`w1.list_price` : sql`(w1.list_price + 0)`;
  const inName = sql.join(words.map((w) => sql`${w}.in_name`), sql` and `);
  const afterValue = hidden("afterValue", "text");
  const start = name === "rank_key" ? cursorRankKey(afterValue) : name === "list_price" ? sql`${afterValue}::bigint` : afterValue;
  const conditions = [
    sql`w1.lexeme = ${lexeme(0)}`,
    tier === 1 ? inName : tier === 2 ? sql`not (${inName})` : undefined,
    ...shape.filters.map((name) => FILTERS[name].condition(price)),
    fromCursor ? sql`(w1.${column}, w1.product_id) ${sql.raw(ascending ? ">" : "<")} (${start}, ${hidden("afterId", "uuid")})` : undefined,
  ].filter((condition) => condition !== undefined);
  const direction = sql.raw(ascending ? "asc" : "desc");
  return sql`(
    select w1.product_id as id, ${tier === null ? sql`null::int` : sql.raw(String(tier))} as tier
    from product_search_postings w1 ${sql.join(lookups, sql` `)}
    where ${sql.join(conditions, sql` and `)}
    order by w1.${column} ${direction}, w1.product_id ${direction}
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
