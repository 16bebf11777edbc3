import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** The rum indexes migration 0019 adds where the server has the extension (ADR 24). */
const ORDERED_INDEXES = ["product_search_price_rum_idx", "product_search_name_rank_rum_idx", "product_search_rank_rum_idx"];

const answers = new WeakMap<Database, Promise<boolean>>();

/**
 * Whether this database keeps search posting lists in relevance and price order. Asked once per database: the
 * indexes come and go only with a migration, which restarts the app.
 */
export function hasOrderedSearchIndexes(db: Database): Promise<boolean> {
  let answer = answers.get(db);
  if (!answer) {
    answer = db
      .execute<{ present: number }>(sql`
        select count(*)::int as present from pg_indexes
        where tablename = 'product_search' and indexname in ${ORDERED_INDEXES}`)
      .then(({ rows }) => rows[0]?.present === ORDERED_INDEXES.length)
      .catch((error: unknown) => {
        answers.delete(db);
        throw error;
      });
    answers.set(db, answer);
  }
  return answer;
}
