import type { ProductListFilters } from "@domain/schemas/catalog";
import type { Database } from "../../db/client";
import { type PreparedQuery, prepareQuery, runPreparedQuery } from "../../db/prepared-query";
import { type AggregatedPage, type PageJson, type PageRequest, aggregatedPageJson } from "./single-query-page";
import { searchValues } from "./product-search";
import { readsInOrder } from "./ordered-search-branch";
import { hasOrderedSearchIndexes } from "./search-indexes";
import { SEARCH_FILTERS, type SearchFilter, type SearchShape, searchStatement } from "./search-statement";
import { POSTINGS_SORTS, type PostingsFilter, type PostingsShape, type PostingsSort, plainLexemes, postingsStatement } from "./search-postings";
import { sql } from "drizzle-orm";

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
 * A search page. Plain words (every word required) in relevance, price or name order, outside a category, are read
 * from the posting lists (search-postings.ts). Anything else is read from the text index in one statement
 * (search-statement.ts), and so is a first page the postings find empty, which that statement answers as before.
 * A term with a word no product has goes to the text index corrected.
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
  const postingsFilters = filterNames.filter((name): name is PostingsFilter => name !== "category");
  const readsPostings = isPostingsSort(sort) && postingsFilters.length === filterNames.length && cursor?.matching !== "corrected";
  const lexemes = readsPostings ? await termLexemes(db, filters.q) : undefined;
  let matching = cursor?.matching ?? "words";
  if (lexemes !== undefined && isPostingsSort(sort)) {
    if (await everyWordListed(db, lexemes)) {
      const shape: PostingsShape = { sort, words: lexemes.length, filters: postingsFilters, after: cursor === undefined ? "start" : (cursor.tier ?? "key") };
      // One word is walked in order whatever it is: planned once. Several are planned with each run's words: which
      // to walk first and how to merge them depends on how common each is.
      const statement = statementFor(shape, (s) => prepareQuery(postingsStatement(s), { planEachRun: s.words > 1 }));
      const words = Object.fromEntries(lexemes.map((lexeme, i) => [`lexeme${i + 1}`, lexeme]));
      const [page] = await runPreparedQuery<AggregatedPage>(db, statement, { ...values, ...words });
      if (page!.found > 0 || cursor !== undefined) return aggregatedPageJson(page!, limit, sort, "words");
    } else if (cursor === undefined) {
      // A word no product has: the words match nothing, so the page is the corrected term's at once.
      matching = "corrected";
    }
  }
  const shape: SearchShape = {
    sort,
    filters: filterNames,
    after: cursor === undefined ? "start" : (cursor.tier ?? "key"),
    matching,
    ordered: await hasOrderedSearchIndexes(db),
  };
  // Read in order from rum, a page's plan does not depend on how common the words are: planned once.
  const statement = statementFor(shape, (s) => prepareQuery(searchStatement(s), { planEachRun: !readsInOrder(s) }));
  const [page] = await runPreparedQuery<AggregatedPage>(db, statement, { ...values, ...searchValues(filters.q, filters.category) });
  return aggregatedPageJson(page!, limit, sort, page!.corrected ? "corrected" : shape.matching);
}

const isPostingsSort = (sort: string): sort is PostingsSort => (POSTINGS_SORTS as readonly string[]).includes(sort);

const termQuery = prepareQuery(sql`select websearch_to_tsquery('english', ${sql.placeholder("q")})::text as query`);
/** Terms already parsed (the dictionary never changes): a bounded map, the oldest forgotten first. */
const lexemesByTerm = new Map<string, string[] | undefined>();
const MAX_REMEMBERED_TERMS = 10_000;

const listedQuery = prepareQuery(
  sql`select bool_and(exists (select 1 from product_search_postings p where p.lexeme = w)) as listed from unnest(${sql.placeholder("words")}::text[]) w`,
);

/**
 * Whether every word has postings, that is, whether some visible product has it. A misspelt word has none: the term
 * is corrected at once, without reading an empty page first and then checking that the words match nothing.
 */
async function everyWordListed(db: Database, lexemes: string[]): Promise<boolean> {
  const [row] = await runPreparedQuery<{ listed: boolean }>(db, listedQuery, { words: lexemes });
  return row!.listed;
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
