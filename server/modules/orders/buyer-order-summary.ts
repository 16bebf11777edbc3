import { eq, sql } from "drizzle-orm";
import { ORDER_STATUSES, type OrderStatus } from "@domain/orders";
import { RECENT_ORDERS_COUNT, type BuyerOrderSummary } from "@domain/schemas/buyer-orders";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema";
import { listBuyerOrders } from "./list-buyer-orders";

/** The buyer dashboard's figures: orders by status, what was spent (cancelled orders are refunded, so left out). */
export async function getBuyerOrderSummary(db: Executor, buyerId: string): Promise<BuyerOrderSummary> {
  const groups = await db
    .select({
      status: orders.status,
      count: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.buyerId, buyerId))
    .groupBy(orders.status);

  const countsByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let totalOrders = 0;
  let totalSpent = 0;
  for (const group of groups) {
    countsByStatus[group.status] = group.count;
    totalOrders += group.count;
    if (group.status !== "Cancelled") totalSpent += group.total;
  }
  const recent = await listBuyerOrders(db, { buyerId, limit: RECENT_ORDERS_COUNT });
  return { countsByStatus, totalOrders, totalSpent, recentOrders: recent.orders };
}
