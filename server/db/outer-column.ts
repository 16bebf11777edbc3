import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * A column of the outer query, for a correlated subquery written in an `sql` template. In a select on one table
 * Drizzle writes the columns it finds in a field's template without their table (`"id"`, not `"orders"."id"`), and
 * inside a subquery an unqualified name binds to the subquery's own table first: `product_media.product_id =
 * "product_id"` compares product_media with itself and matches any product's media. A column nested in its own
 * template keeps its table name, whatever the outer query joins.
 */
export function outerColumn(column: Column): SQL {
  return sql`${column}`;
}
