import type { ProductListFilters } from "@domain/schemas/catalog";
import type { Database } from "../../db/client";
import { type PreparedQuery, prepareQuery, runPreparedQuery } from "../../db/prepared-query";
import { type AggregatedPage, type PageJson, type PageRequest, aggregatedPageJson } from "./single-query-page";
import { type SearchTerm, placeholderTsquery, searchTerm, searchValues } from "./product-search";
import { readsInOrder } from "./ordered-search-branch";
import { hasOrderedSearchIndexes } from "./search-indexes";
import { SEARCH_FILTERS, type SearchFilter, type SearchShape, searchStatement } from "./search-statement";
import { POSTINGS_SORTS, type PostingsFilter, type PostingsShape, type PostingsSort, correctedAlternatives, plainLexemes, postingsStatement } from "./search-postings";
import { correctedTsquery } from "./search-term-correction";
import { type SQL, sql } from "drizzle-orm";

type SearchRequest = PageRequest & { filters: ProductListFilters & { q: string } };

const statements = new Map<string, PreparedQuery>();

/** A prepared statement per shape, built the first time the shape is asked for. */
function statementFor<Shape>(shape: Shape, build: (shape: Shape) => PreparedQuery): PreparedQuery {
  const shapeKey = JSON.stringify(shape);
  let statement = statements.get(shapeKey);
  if (!statement) {
    statement = build(shape);
    statements.set(shapeKey, statement);
  }
  return statement;
}

/**
 * A search page. Plain words (every word required), in any sort but "Top rated" and within a category too, are read
 * from the posting lists (search-postings.ts), unless "4★ & up" is asked for; so are a misspelt term once corrected
 * and a term with Hindi words (searchTerm), when each word keeps an alternative some product has and one word keeps
 * exactly one. Anything else is read from the text index in one statement (search-statement.ts).
 */
export async function searchPage(db: Database, request: SearchRequest): Promise<PageJson> {
  const { filters, sort, limit, cursor } = request;
  const filterNames = (Object.keys(SEARCH_FILTERS) as SearchFilter[]).filter((name) => filters[name] !== undefined && filters[name] !== false);
  const values = {
    ...filters,
    ...(cursor ? { afterValue: cursor.value, afterId: cursor.id } : {}),
    pageSize: limit,
    limit: limit + 1,
  };
  const term = searchTerm(filters.q);
  // The posting lists carry no rating: "Top rated" (not a postings sort) and "4★ & up" are read from the text index's
  // statement, which has product_search.rating_key and its (rating_key, product_id) index. There the few products
  // rated 4★ or more are read through that index and tested for the term, where a walk of a word's postings would
  // look up the rating of every posting (a common word's thousands) to fill one page.
  const postingsSort = isPostingsSort(sort) && filters.minRating === undefined ? sort : undefined;
  const words = postingsSort === undefined ? undefined : await termWords(db, term);
  let matching = cursor?.matching ?? "words";
  if (postingsSort !== undefined && words !== undefined) {
    const postingsFilters = filterNames.filter((name): name is PostingsFilter => name !== "category" && name !== "minRating");
    const after = cursor === undefined ? "start" : (cursor.tier ?? "key");
    const walk = (words: string[][]) =>
      postingsPage(db, { sort: postingsSort, words: words.length, inCategory: filters.category !== undefined, filters: postingsFilters, after }, words, values);
    // The words as typed, unless a page of the corrected term is asked for. An empty first page is the answer unless
    // the words match no product at all (some word no product has, or no product has them all): then the term is
    // corrected. A word no product has is walked first (rarestFirst), so its empty page costs one index lookup.
    if (matching === "words") {
      const page = await walk(words);
      if (page.found > 0 || cursor !== undefined || (page.listed && (await anyProductHas(db, words)))) {
        return aggregatedPageJson(page, limit, sort, "words");
      }
    }
    // A term with Hindi words is corrected by the text index's statement, which keeps its trade words as they are.
    if (term.tradeWords === undefined) {
      matching = "corrected";
      const corrected = await correctedLexemes(db, term.q);
      if (corrected !== undefined) return aggregatedPageJson(await walk(corrected), limit, sort, "corrected");
    }
  }
  const shape: SearchShape = {
    sort,
    filters: filterNames,
    after: cursor === undefined ? "start" : (cursor.tier ?? "key"),
    matching,
    tradeWords: term.tradeWords !== undefined,
    ordered: await hasOrderedSearchIndexes(db),
  };
  // Read in order from rum, a page's plan does not depend on how common the words are: planned once.
  const statement = statementFor(shape, (s) => prepareQuery(searchStatement(s), { planEachRun: !readsInOrder(s) }));
  const [page] = await runPreparedQuery<AggregatedPage>(db, statement, { ...values, ...searchValues(term, filters.category) });
  return aggregatedPageJson(page!, limit, sort, page!.corrected ? "corrected" : shape.matching);
}

/**
 * A page of the words (each a choice of lexemes, one at least with a single one) read from the posting lists, the
 * rarest single lexeme walked: its statement is planned once (search-postings.ts).
 */
async function postingsPage(
  db: Database,
  request: Omit<PostingsShape, "choices">,
  choices: string[][],
  values: Record<string, unknown>,
): Promise<AggregatedPage & { listed: boolean }> {
  const [walked, ...others] = await rarestFirst(db, choices);
  const shape: PostingsShape = { ...request, choices: others.map((choice) => choice.length > 1) };
  const statement = statementFor(shape, (s) => prepareQuery(postingsStatement(s)));
  const words = Object.fromEntries([["lexeme1", walked![0]], ...others.map((choice, i) => [`lexeme${i + 2}`, choice.length > 1 ? choice : choice[0]])]);
  const [page] = await runPreparedQuery<AggregatedPage & { listed: boolean }>(db, statement, { ...values, ...words });
  return page!;
}

const commonLexemesQuery = prepareQuery(sql`
  select most_common_vals::text::text[] as lexemes, most_common_freqs as frequencies
  from pg_stats where schemaname = current_schema() and tablename = 'product_search_postings' and attname = 'lexeme'`);
/** How often the most common words are posted, per database, read again after STATISTICS_AGE_MS. */
const commonLexemes = new WeakMap<Database, { frequencies: Promise<Map<string, number>>; readAt: number }>();
const STATISTICS_AGE_MS = 10 * 60_000;

/**
 * The words, single lexemes first, the rarest first, by the statistics PostgreSQL keeps of the posting lists (their
 * 1,000 most common words; any other word is rarer than those; a choice counts all its lexemes). A walk of the
 * rarest word reads the fewest postings that turn out not to have the other words: 'teak table' walks 'teak', not
 * the 40 times longer 'table'.
 */
async function rarestFirst(db: Database, choices: string[][]): Promise<string[][]> {
  if (choices.length < 2) return choices;
  let known = commonLexemes.get(db);
  if (!known || Date.now() - known.readAt > STATISTICS_AGE_MS) {
    const frequencies = runPreparedQuery<{ lexemes: string[]; frequencies: number[] }>(db, commonLexemesQuery).then(
      ([row]) => new Map(row ? row.lexemes.map((lexeme, i) => [lexeme, row.frequencies[i]!]) : []),
      () => new Map<string, number>(), // without statistics, the words are walked as typed
    );
    known = { frequencies, readAt: Date.now() };
    commonLexemes.set(db, known);
  }
  const frequencies = await known.frequencies;
  const rank = (choice: string[]) => choice.reduce((sum, lexeme) => sum + (frequencies.get(lexeme) ?? 0), choice.length > 1 ? 1 : 0);
  return [...choices].sort((a, b) => rank(a) - rank(b));
}

/** Whether some visible product has every word, in any category and whatever the filters: one posting is enough. */
async function anyProductHas(db: Database, words: string[][]): Promise<boolean> {
  const shape: Omit<PostingsShape, "choices"> = { sort: "relevance", words: words.length, inCategory: false, filters: [], after: "start" };
  const page = await postingsPage(db, shape, words, { pageSize: 1, limit: 1 });
  return page.found > 0;
}

const isPostingsSort = (sort: string): sort is PostingsSort => (POSTINGS_SORTS as readonly string[]).includes(sort);

const termQuery = prepareQuery(sql`select websearch_to_tsquery('english', ${sql.placeholder("q")})::text as query`);
/** Terms already parsed (the dictionary never changes): a bounded map, the oldest forgotten first. */
const lexemesByTerm = new Map<string, string[] | undefined>();
const MAX_REMEMBERED_TERMS = 10_000;

/**
 * A tsquery as text, and which of its lexemes have postings (some visible product has them). Its lexemes are read
 * from the text, where tsquery quotes them and doubles their apostrophes.
 */
const withListedLexemes = (tsquery: SQL) =>
  prepareQuery(sql`
  with c as (select (${tsquery})::text as query)
  select c.query, array(
    select distinct x.lexeme from regexp_matches(c.query, '''((?:[^'']|'''')+)''', 'g') m, replace(m[1], '''''', '''') x(lexeme)
    where exists (select 1 from product_search_postings p where p.lexeme = x.lexeme)) as listed
  from c`);
type ListedLexemes = { query: string | null; listed: string[] };
const correctionQuery = withListedLexemes(correctedTsquery(sql`${sql.placeholder("q")}`));
const tradeWordsQuery = withListedLexemes(placeholderTsquery("words", true));

/**
 * The words of a tsquery (each a lexeme or a choice of them: correctedAlternatives), each as the alternatives some
 * product has, when every word has one at least and one word has exactly one (the walk's); undefined otherwise
 * (alternatives that no product has, a choice for every word, a tsquery of another form), which the text index
 * answers.
 */
function walkableWords({ query, listed }: ListedLexemes): string[][] | undefined {
  const words = query === null ? undefined : correctedAlternatives(query);
  if (words === undefined) return undefined;
  const known = new Set(listed);
  const chosen = words.map((alternatives) => alternatives.filter((lexeme) => known.has(lexeme)));
  const walkable = chosen.every((alternatives) => alternatives.length > 0) && chosen.some((alternatives) => alternatives.length === 1);
  return walkable ? chosen : undefined;
}

/** The corrected term's words (search-term-correction.ts), where the posting lists can answer them (walkableWords). */
async function correctedLexemes(db: Database, term: string): Promise<string[][] | undefined> {
  const [row] = await runPreparedQuery<ListedLexemes>(db, correctionQuery, { q: term });
  return walkableWords(row!);
}

/**
 * The term's words as the posting lists hold them, each a choice of lexemes: a plain term's, one lexeme each
 * (termLexemes); a term with Hindi words, each word as its alternatives some product has (walkableWords), read by a
 * statement of its own.
 */
async function termWords(db: Database, term: SearchTerm): Promise<string[][] | undefined> {
  if (term.tradeWords === undefined) return (await termLexemes(db, term.q))?.map((lexeme) => [lexeme]);
  const [row] = await runPreparedQuery<ListedLexemes>(db, tradeWordsQuery, { q: term.q, tradeWords: term.tradeWords });
  return walkableWords(row!);
}

/** The term's words as the posting lists hold them, when it is plain words (plainLexemes). */
async function termLexemes(db: Database, term: string): Promise<string[] | undefined> {
  if (lexemesByTerm.has(term)) return lexemesByTerm.get(term);
  const [row] = await runPreparedQuery<{ query: string }>(db, termQuery, { q: term });
  const lexemes = plainLexemes(row!.query);
  if (lexemesByTerm.size >= MAX_REMEMBERED_TERMS) lexemesByTerm.delete(lexemesByTerm.keys().next().value!);
  lexemesByTerm.set(term, lexemes);
  return lexemes;
}
