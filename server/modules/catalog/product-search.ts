import type { CategoryName } from "@domain/categories";
import { type ExpandedWord, expandTradeWords } from "@domain/search/trade-word-expansion";
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
 * A search term as the statements read it. `q` is what websearch_to_tsquery parses: the term as typed, without its
 * Hindi words where it has some (domain/search); `tradeWords` is those words as to_tsquery text, each one of its
 * alternatives (the typed word, its spellings, the English words of the goods it names), all required.
 */
export type SearchTerm = { q: string; tradeWords?: string };

/**
 * The one place a term's words are taken apart before search: its Hindi words (domain/search) become their English
 * alternatives; a term without any, every English term, is searched as typed, with no statement more.
 */
export function searchTerm(typed: string): SearchTerm {
  const expansion = expandTradeWords(typed);
  if (expansion === undefined) return { q: typed };
  return expansion.words.length === 0 ? { q: expansion.rest } : { q: expansion.rest, tradeWords: tradeWordsTsquery(expansion.words) };
}

/**
 * The trade words as to_tsquery text: `(सूती | cotton) & !(…)`, a phrase's words in order (`rolling <-> pin`). Every
 * word is letters, marks and digits, or a phrase of the lists' English words (hindi-trade-words.test.ts), so none
 * holds to_tsquery's syntax.
 */
export const tradeWordsTsquery = (words: readonly ExpandedWord[]): string =>
  words
    .map(({ alternatives, negated }) => `${negated ? "!" : ""}(${alternatives.map((word) => word.split(" ").join(" <-> ")).join(" | ")})`)
    .join(" & ");

/**
 * The tsquery of a prepared statement, over the placeholder `q` (the term as typed, or what remains of it without
 * its Hindi words), with the trade words over `tradeWords` where the term has them, and the category's words over
 * `categoryWords` (their values: searchValues). The words' query is a constant PostgreSQL folds while planning, so
 * the planner sees how common the words are; the corrected one is computed while the statement runs (only `q` is
 * corrected: the trade words are words of the lists, never misspelt).
 */
export const placeholderTsquery = (matching: TermMatching, tradeWords = false): SQL => {
  const q = sql.placeholder("q");
  if (matching === "corrected") return tradeWords ? sql`(${correctedTsquery(sql`${q}`)} && ${tradeWordsQuery})` : correctedTsquery(sql`${q}`);
  const typed = sql`websearch_to_tsquery('english', ${q})`;
  // A term of Hindi words only leaves `q` empty, whose query PostgreSQL answers with a notice: not asked for.
  return tradeWords ? sql`(case when ${q}::text = '' then ${tradeWordsQuery} else ${typed} && ${tradeWordsQuery} end)` : typed;
};
const tradeWordsQuery = sql`to_tsquery('english', ${sql.placeholder("tradeWords")})`;
export const placeholderCategoryTsquery = sql`to_tsquery('english', ${sql.placeholder("categoryWords")})`;

export const searchValues = (term: SearchTerm, category: CategoryName | undefined) => ({
  q: term.q,
  ...(term.tradeWords === undefined ? {} : { tradeWords: term.tradeWords }),
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
