import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orderItems, products } from "../../db/schema";

/** Puts a cancelled order's quantities back on the shelf (products deleted since are skipped). */
export async function returnStockOfOrder(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`
    update ${products} set stock = ${products.stock} + returned.quantity, updated_at = now()
    from (
      select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as quantity
      from ${orderItems}
      where ${orderItems.orderId} = ${orderId} and ${orderItems.productId} is not null
      group by ${orderItems.productId}
    ) as returned
    where ${products.id} = returned.product_id`);
}
