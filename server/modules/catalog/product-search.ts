import type { CategoryName } from "@domain/categories";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { correctSearchTerm } from "./search-term-correction";

/**
 * How a search term matches (ADR 11): `words` is full text over name, category and description (the generated
 * search_vector and its GIN index) with the term as typed; `corrected` is the typo fallback, used only when the
 * words match no product at all, where each word missing from the catalogue's dictionary is replaced by its
 * closest dictionary words (search-term-correction.ts) and the same full-text search runs again.
 */
export type TermMatching = "words" | "corrected";

/**
 * A search term resolved to the tsquery every query of one page uses: `query` is the term as typed ("words") or
 * the corrected tsquery's text, and `tsquery` the SQL that makes it a tsquery.
 */
export type ProductSearch = { matching: TermMatching; query: string; tsquery: SQL };

export const wordsSearch = (term: string): ProductSearch => ({
  matching: "words",
  query: term,
  tsquery: sql`websearch_to_tsquery('english', ${term})`,
});

/**
 * The tsquery of a prepared statement, over the placeholder `q`, and the category's words over `categoryWords`
 * (their values: searchValues).
 */
export const placeholderTsquery = (matching: TermMatching): SQL =>
  matching === "words" ? sql`websearch_to_tsquery('english', ${sql.placeholder("q")})` : sql`${sql.placeholder("q")}::tsquery`;
export const placeholderCategoryTsquery = sql`to_tsquery('english', ${sql.placeholder("categoryWords")})`;

export const searchValues = (search: ProductSearch, category: CategoryName | undefined) => ({
  q: search.query,
  ...(category === undefined ? {} : { categoryWords: categoryWords(category) }),
});

/** The corrected search, or undefined when some word has no close dictionary word (nothing can match). */
export async function correctedSearch(db: Executor, term: string): Promise<ProductSearch | undefined> {
  const tsquery = await correctSearchTerm(db, term);
  return tsquery === undefined ? undefined : { matching: "corrected", query: tsquery, tsquery: sql`${tsquery}::tsquery` };
}

export function resolveSearch(db: Executor, term: string, matching: TermMatching) {
  return matching === "words" ? Promise.resolve(wordsSearch(term)) : correctedSearch(db, term);
}

/**
 * The conditions on a product row: the products table under the alias `p` (or a subquery over it by that name),
 * or the table itself by its name.
 * `inText` is the whole match; `inName` says every word is in the name, which is what ranks a product in the
 * first relevance tier. `inTextIndexed` is `inText` with the category's own words added to the tsquery, so the GIN
 * index alone already narrows a search within a category (the category equality stays in the filters);
 * `inTextUnindexed` is `inText` in a form no index serves, to check rows another index found; `inNameIndexed`
 * is `inName` as the name's GIN index serves it.
 */
export function searchConditions(
  tsquery: SQL,
  categoryTsquery: SQL | undefined,
  table: "p" | "products" = "p",
) {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  const inText = sql`${column("search_vector")} @@ ${tsquery}`;
  return {
    inText,
    inTextIndexed:
      categoryTsquery === undefined ? inText : sql`${column("search_vector")} @@ (${tsquery} && ${categoryTsquery})`,
    inTextUnindexed: sql`(${inText}) is true`,
    // The name's words are the vector's weight-A part: filtering it is much cheaper than parsing the name again.
    inName: sql`ts_filter(${column("search_vector")}, '{a}') @@ ${tsquery}`,
    inNameIndexed: sql`to_tsvector('english', ${column("name")}) @@ ${tsquery}`,
  } satisfies Record<string, SQL>;
}

/** "Sports & Outdoors" → to_tsquery('english', 'Sports & Outdoors'): the category's words, all required. */
export function categoryTsquery(category: CategoryName): SQL {
  return sql`to_tsquery('english', ${categoryWords(category)})`;
}

const categoryWords = (category: CategoryName) =>
  category
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" & ");
