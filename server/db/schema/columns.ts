import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, customType, integer, timestamp } from "drizzle-orm/pg-core";

/** Money is integer paise, stored as bigint and read as a JS number (safe up to ₹90 trillion). */
export const paise = (name: string) => bigint(name, { mode: "number" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * `column in ('a', 'b', …)` for a check constraint, from the same list (in domain/) as the column's enum type and
 * the API's zod enum. Written as literals: a constraint cannot take parameters.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

/** How many visible reviews gave 1…5 stars (domain/reviews.ts StarCounts), kept by migration 0026's trigger. */
export const starCounts = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{0,0,0,0,0}'`);

/**
 * domain/reviews.ts `ratingKey` of a star-counts column, in SQL: the shown average in tenths (rounded half up) times
 * a million, plus the number of reviews (at most 999,999).
 */
export function ratingKeySql(counts: string): SQL {
  const n = `(${counts}[1] + ${counts}[2] + ${counts}[3] + ${counts}[4] + ${counts}[5])::bigint`;
  const sum = `(${counts}[1] + 2 * ${counts}[2] + 3 * ${counts}[3] + 4 * ${counts}[4] + 5 * ${counts}[5])::bigint`;
  return sql.raw(`case when ${n} = 0 then 0 else ((20 * ${sum} + ${n}) / (2 * ${n})) * 1000000 + least(${n}, 999999) end`);
}
