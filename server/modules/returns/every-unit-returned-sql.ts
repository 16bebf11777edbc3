import { sql } from "drizzle-orm";
import { orderItems, orderReturns, orders } from "../../db/schema";
import { outerColumn } from "../../db/outer-column";

/**
 * For a select on orders: whether every unit of every line came back in completed returns (which refunded them), so
 * the order shows as Refunded (domain/return-refund.ts orderDisplayStatus). Exchanges send goods back out: not counted.
 */
export const everyUnitReturnedSql = sql<boolean>`not exists (
  select 1 from ${orderItems} where ${orderItems.orderId} = ${outerColumn(orders.id)} and ${orderItems.quantity} > (
    select coalesce(sum(${orderReturns.quantity}), 0) from ${orderReturns}
    where ${orderReturns.orderItemId} = ${outerColumn(orderItems.id)} and ${orderReturns.status} = 'completed' and ${orderReturns.requestType} = 'return'
  )
)`;

/** The same for one order's items and requests already read. */
export function everyUnitReturned(
  items: readonly { id: string; quantity: number }[],
  requests: readonly Pick<typeof orderReturns.$inferSelect, "orderItemId" | "quantity" | "status" | "requestType">[],
): boolean {
  return (
    items.length > 0 &&
    items.every(
      (item) =>
        requests
          .filter((r) => r.orderItemId === item.id && r.status === "completed" && r.requestType === "return")
          .reduce((sum, r) => sum + r.quantity, 0) >= item.quantity,
    )
  );
}

