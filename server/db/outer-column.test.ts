import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { outerColumn } from "./outer-column";
import { orderItems, productMedia } from "./schema";

// A query builder without a database: only the SQL text is looked at.
const db = drizzle.mock();
const subquery = (outer: unknown) => sql`(select 1 from ${productMedia} where ${productMedia.productId} = ${outer})`;

describe("outerColumn", () => {
  it("keeps the outer table's name in a one-table select, where Drizzle drops it from a bare column", () => {
    expect(db.select({ x: subquery(orderItems.productId) }).from(orderItems).toSQL().sql).toContain(`"product_id" = "product_id"`);
    expect(db.select({ x: subquery(outerColumn(orderItems.productId)) }).from(orderItems).toSQL().sql).toContain(
      `"product_id" = "order_items"."product_id"`,
    );
  });
});
