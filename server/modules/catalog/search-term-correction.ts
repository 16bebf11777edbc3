import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

/** How many dictionary words may stand in for one misspelt word. */
const CORRECTIONS_PER_WORD = 3;
/** pg_trgm similarity a dictionary word needs to count as a correction ("bolst" → "bolts" is 0.33). */
const MIN_SIMILARITY = 0.3;
const MAX_WORDS = 10;

type WordRow = { typed: string; known: boolean; corrections: string[] };

/**
 * The typo-tolerant tsquery (as tsquery text) for a term, or undefined when some word has no correction.
 * A word found verbatim in the dictionary (search_words: every word of every product's name, category and
 * description) stays as typed; any other word becomes "itself or one of its closest dictionary words by trigram
 * similarity", so "stainles steel bolts" searches for ('stainl' | 'stainless') & 'steel' & 'bolt'. Stop words
 * drop out as in the normal search. The dictionary holds thousands of words rather than a million names and is
 * trigram-indexed, so this is one query of about a millisecond.
 */
export async function correctSearchTerm(db: Executor, term: string): Promise<string | undefined> {
  const words = [...new Set(term.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  const { rows } = await db.execute<WordRow>(sql`
    select plainto_tsquery('english', t.word)::text as typed, k.known,
           array(
             select plainto_tsquery('english', d.word)::text from search_words d
             where not k.known and d.word % t.word and similarity(d.word, t.word) >= ${MIN_SIMILARITY}
               and numnode(plainto_tsquery('english', d.word)) > 0
             order by similarity(d.word, t.word) desc, d.word
             limit ${CORRECTIONS_PER_WORD}
           ) as corrections
    from unnest(array[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]) with ordinality as t(word, n)
    cross join lateral (select exists (select 1 from search_words d where d.word = t.word) as known) k
    order by t.n`);

  const groups: string[] = [];
  for (const { typed, known, corrections } of rows) {
    if (typed === "") continue; // a stop word
    if (known) {
      groups.push(typed);
      continue;
    }
    if (corrections.length === 0) return undefined; // nothing in the catalogue resembles this word
    groups.push([...new Set([typed, ...corrections])].map((query) => `(${query})`).join(" | "));
  }
  return groups.length === 0 ? undefined : groups.map((group) => `(${group})`).join(" & ");
}
