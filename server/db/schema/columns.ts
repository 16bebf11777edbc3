import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, customType, timestamp } from "drizzle-orm/pg-core";

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
