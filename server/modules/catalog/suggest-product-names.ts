import { SEARCH_SUGGESTIONS_MAX } from "@domain/catalog";
import type { CategoryName } from "@domain/categories";
import type { ProductSuggestionList } from "@domain/schemas/catalog";
import { isHindiStopWord, tradeWordAlternatives } from "@domain/search/hindi-trade-words";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

/** How many name matches are looked at to choose the suggestions, so a one-letter prefix stays cheap at any size. */
const CANDIDATES = 200;

/**
 * Names of visible products for a search box, as the term is typed: every word typed is the start of a word of
 * the name ("stain bol" suggests "Stainless Steel Bolts"), through the name's full-text index; a Hindi trade word
 * typed whole is the start of any of its alternatives ("सूती tow" suggests "Cotton Towel 1"). Names that
 * start with the term come first, then the sellers with a higher plan search priority, then by name.
 */
export async function suggestProductNames(db: Executor, term: string): Promise<ProductSuggestionList> {
  // Words of letters, their marks (a Devanagari word's vowel signs) and digits; a Hindi stop word asks for nothing.
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== "" && !isHindiStopWord(word));
  if (words.length === 0) return { items: [] };
  // Each word as a prefix query of its own, so a word the stemmer changes ("bolts") still matches ("bolt:*").
  const prefixes = sql.join(
    words.map((word) => sql`to_tsquery('english', ${prefixQuery(word)})`),
    sql` && `,
  );
  const { rows } = await db.execute<{ id: string; name: string; category: string }>(sql`
    select p.id, p.name, p.category from (
      select p.id, p.name, p.category, p.seller_priority
      from products p
      where to_tsvector('english', p.name) @@ (${prefixes}) and p.is_active
        and exists (select 1 from profiles s where s.id = p.seller_id and s.is_active)
      limit ${CANDIDATES}
    ) p
    order by (lower(p.name) like ${`${escapeLike(term.trim().toLowerCase())}%`}) desc, p.seller_priority desc, p.name, p.id
    limit ${SEARCH_SUGGESTIONS_MAX}`);
  // Categories are the 13 names (a foreign key).
  return { items: rows.map(({ id, name, category }) => ({ id, name, category: category as CategoryName })) };
}

/**
 * A word as to_tsquery text, a prefix: the word's own, or any of a Hindi trade word's alternatives, each of whose
 * words is a prefix. Words are letters, marks and digits, and the lists' English words plain words (their test):
 * nothing in them is to_tsquery's syntax.
 */
function prefixQuery(word: string): string {
  const alternatives = tradeWordAlternatives(word);
  if (alternatives === undefined) return `${word}:*`;
  return alternatives.map((alternative) => `(${alternative.split(/[ -]/).map((part) => `${part}:*`).join(" & ")})`).join(" | ");
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
