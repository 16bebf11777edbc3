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

/** A search term resolved to the tsquery every query of one page uses. */
export type ProductSearch = { matching: TermMatching; tsquery: SQL };

export const wordsSearch = (term: string): ProductSearch => ({
  matching: "words",
  tsquery: sql`websearch_to_tsquery('english', ${term})`,
});

/** The corrected search, or undefined when some word has no close dictionary word (nothing can match). */
export async function correctedSearch(db: Executor, term: string): Promise<ProductSearch | undefined> {
  const tsquery = await correctSearchTerm(db, term);
  return tsquery === undefined ? undefined : { matching: "corrected", tsquery: sql`${tsquery}::tsquery` };
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
  search: ProductSearch,
  category: CategoryName | undefined,
  table: "p" | "products" = "p",
) {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  const inText = sql`${column("search_vector")} @@ ${search.tsquery}`;
  return {
    inText,
    inTextIndexed:
      category === undefined
        ? inText
        : sql`${column("search_vector")} @@ (${search.tsquery} && ${categoryTsquery(category)})`,
    inTextUnindexed: sql`(${inText}) is true`,
    // The name's words are the vector's weight-A part: filtering it is much cheaper than parsing the name again.
    inName: sql`ts_filter(${column("search_vector")}, '{a}') @@ ${search.tsquery}`,
    inNameIndexed: sql`to_tsvector('english', ${column("name")}) @@ ${search.tsquery}`,
  } satisfies Record<string, SQL>;
}

/** "Sports & Outdoors" → to_tsquery('english', 'Sports & Outdoors'): the category's words, all required. */
function categoryTsquery(category: CategoryName): SQL {
  const words = category.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return sql`to_tsquery('english', ${words.join(" & ")})`;
}
