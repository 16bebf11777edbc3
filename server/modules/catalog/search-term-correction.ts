import { type SQL, sql } from "drizzle-orm";

/** How many dictionary words may stand in for one misspelt word. */
const CORRECTIONS_PER_WORD = 3;
/** pg_trgm similarity a dictionary word needs to count as a correction ("bolst" → "bolts" is 0.33). */
const MIN_SIMILARITY = 0.3;
const MAX_WORDS = 10;

/**
 * The typo-tolerant tsquery of a term (ADR 11), as SQL, or null when some word has no correction. The term's
 * distinct words (at most ten, in the order typed) are looked up in the dictionary (search_words: every word of
 * every product's name, category and description); a word found there stays as typed, any other becomes "itself or
 * one of its three closest dictionary words by trigram similarity", so "stainles steel bolts" searches for
 * ('stainl' | 'stainless') & 'steel' & 'bolt'. Stop words drop out as in the normal search. The dictionary holds
 * hundreds of words rather than a million names and is trigram-indexed: about a millisecond.
 */
export function correctedTsquery(term: SQL): SQL {
  const alternatives = sql`(
    select string_agg('(' || c.query || ')', ' | ' order by c.first)
    from (select u.query, min(u.i) as first from unnest(array[w.typed] || w.corrections) with ordinality u(query, i)
          group by u.query) c)`;
  return sql`(
    select case when bool_and(w.typed = '' or w.known or cardinality(w.corrections) > 0) and bool_or(w.typed <> '')
                then (string_agg('(' || case when w.known then w.typed else ${alternatives} end || ')', ' & ' order by w.n)
                        filter (where w.typed <> ''))::tsquery end
    from (
      select t.n, plainto_tsquery('english', t.word)::text as typed, k.known,
             array(
               select plainto_tsquery('english', d.word)::text from search_words d
               where not k.known and d.word % t.word and similarity(d.word, t.word) >= ${sql.raw(String(MIN_SIMILARITY))}
                 and numnode(plainto_tsquery('english', d.word)) > 0
               order by similarity(d.word, t.word) desc, d.word
               limit ${sql.raw(String(CORRECTIONS_PER_WORD))}
             ) as corrections
      from (
        select s.word, min(s.n) as n
        from regexp_split_to_table(lower(${term}::text), '[^[:alnum:]]+') with ordinality s(word, n)
        where s.word <> ''
        group by s.word order by min(s.n) limit ${sql.raw(String(MAX_WORDS))}
      ) t
      cross join lateral (select exists (select 1 from search_words d where d.word = t.word) as known) k
    ) w)`;
}
