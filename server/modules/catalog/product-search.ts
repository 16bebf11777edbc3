import { type SQL, sql } from "drizzle-orm";
import { products } from "../../db/schema";

/**
 * How a search term matches: `words` is full text over name (weight A), category (B) and description (C) through
 * the generated search_vector and its GIN index; `similar` is the typo-tolerant fallback, trigram word similarity of
 * the term within the name (`<%`, served by the trigram GIN index, threshold pg_trgm.word_similarity_threshold =
 * 0.6), so "stainles steel bolts" or "steel bolst" still find "Stainless Steel Bolts". The fallback runs only when
 * the words match nothing: it is several times dearer, and a correctly spelled term should not drag in look-alikes.
 */
export type TermMatching = "words" | "similar";

const tsQuery = (term: string) => sql`websearch_to_tsquery('english', ${term})`;

export function searchMatches(term: string, matching: TermMatching): SQL {
  return matching === "words"
    ? sql`${products.searchVector} @@ ${tsQuery(term)}`
    : sql`${term} <% ${products.name}`;
}

/**
 * Higher is better. Words: the text rank, where hits in the name weigh most (A), then category (B), then
 * description (C). Similar: how closely the term matches words of the name. (Adding the similarity to the text
 * rank would triple the cost of ranking thousands of matches for little gain, so each mode ranks by its own.)
 */
export function searchRelevance(term: string, matching: TermMatching): SQL<number> {
  return matching === "words"
    ? sql<number>`ts_rank(${products.searchVector}, ${tsQuery(term)})::float8`
    : sql<number>`word_similarity(${term}, ${products.name})::float8`;
}
