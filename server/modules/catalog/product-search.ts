import type { CategoryName } from "@domain/categories";
import { type SQL, sql } from "drizzle-orm";
import { correctedTsquery } from "./search-term-correction";

/**
 * How a search term matches (ADR 11): `words` is full text over name, category and description with the term as
 * typed; `corrected` is the typo fallback, used only when the words match no product at all, where each word
 * missing from the catalogue's dictionary is replaced by its closest dictionary words (search-term-correction.ts)
 * and the same full-text search runs again.
 */
export type TermMatching = "words" | "corrected";

/**
 * The tsquery of a prepared statement, over the placeholder `q` (the term as typed), and the category's words over
 * `categoryWords` (their values: searchValues). The words' query is a constant PostgreSQL folds while planning, so
 * the planner sees how common the words are; the corrected one is computed while the statement runs.
 */
export const placeholderTsquery = (matching: TermMatching): SQL =>
  matching === "words" ? sql`websearch_to_tsquery('english', ${sql.placeholder("q")})` : correctedTsquery(sql`${sql.placeholder("q")}`);
export const placeholderCategoryTsquery = sql`to_tsquery('english', ${sql.placeholder("categoryWords")})`;

export const searchValues = (term: string, category: CategoryName | undefined) => ({
  q: term,
  ...(category === undefined ? {} : { categoryWords: categoryWords(category) }),
});

/**
 * The conditions on a row of product_search under the alias `ps`. `inText` is the whole match, with the
 * category's own words added to the tsquery within a category, so the GIN index alone already narrows a search
 * there (the category equality stays in the filters); `inName` says every word is in the name, which ranks a
 * product in the first relevance tier: the name's words are the vector's weight-A part, indexed on their own.
 */
export function searchConditions(tsquery: SQL, categoryTsquery: SQL | undefined) {
  return {
    inText: sql`ps.search_vector @@ ${categoryTsquery === undefined ? tsquery : sql`(${tsquery} && ${categoryTsquery})`}`,
    inName: sql`ts_filter(ps.search_vector, '{a}') @@ ${tsquery}`,
  } satisfies Record<string, SQL>;
}

/** "Sports & Outdoors" → 'Sports & Outdoors': the category's words, all required, for to_tsquery. */
const categoryWords = (category: CategoryName) =>
  category
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" & ");
