import { MIN_RATING_FILTERS, minRatingKey } from "@domain/reviews";
import { type SQL, sql } from "drizzle-orm";

/** The one "4★ & up" filter there is; a second value would have to be part of a statement's shape. */
const [FOUR_STARS]: readonly [4] = MIN_RATING_FILTERS;

/**
 * "4★ & up" on a rating_key column, its threshold written as a constant rather than a placeholder: a statement
 * planned once (generic plan) then still sees how few products are rated that high (the column's statistics) and
 * reads them through the (…, rating_key, id) index, instead of assuming a third of the catalogue passes and walking
 * another sort's index testing every row.
 */
export const minRatingCondition = (ratingKeyColumn: string): SQL =>
  sql.raw(`${ratingKeyColumn} >= ${minRatingKey(FOUR_STARS)}`);
