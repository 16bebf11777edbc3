import { eq, sql } from "drizzle-orm";
import { ORDER_STATUSES, type OrderStatus } from "@domain/orders";
import { RECENT_ORDERS_COUNT, type BuyerOrderSummary } from "@domain/schemas/buyer-orders";
import type { Executor } from "../../db/client";
import { orders, returnRefunds } from "../../db/schema";
import { listBuyerOrders } from "./list-buyer-orders";

/**
 * The buyer dashboard's figures: orders by status, and what was spent: what the buyer paid (online, and cash
 * collected on delivery; never a balance not yet paid) less every refund: a cancelled order's advance is refunded
 * whole (so it counts for nothing), a return's refund (online and by hand) comes off. A checkout refunded for want of
 * stock made no order, so it counts for nothing either.
 */
export async function getBuyerOrderSummary(db: Executor, buyerId: string): Promise<BuyerOrderSummary> {
  const groups = await db
    .select({
      status: orders.status,
      count: sql<number>`count(*)`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${orders.advanceAmount} + ${orders.collectedOnDelivery}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.buyerId, buyerId))
    .groupBy(orders.status);

  const countsByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let totalOrders = 0;
  const [returned] = await db
    .select({ amount: sql<number>`coalesce(sum(${returnRefunds.amount}), 0)`.mapWith(Number) })
    .from(returnRefunds)
    .where(sql`${returnRefunds.orderId} in (select ${orders.id} from ${orders} where ${orders.buyerId} = ${buyerId})`);
  let totalSpent = -(returned?.amount ?? 0);
  for (const group of groups) {
    countsByStatus[group.status] = group.count;
    totalOrders += group.count;
    if (group.status !== "Cancelled") totalSpent += group.paid;
  }
  const recent = await listBuyerOrders(db, { buyerId, limit: RECENT_ORDERS_COUNT });
  return { countsByStatus, totalOrders, totalSpent, recentOrders: recent.orders };
}
