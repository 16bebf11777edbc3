import { and, eq } from "drizzle-orm";
import type { PayoutQuery } from "@domain/schemas/seller-payouts";
import type { Database } from "../../db/client";
import { orders, payoutQueries } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { isUuid } from "../orders/order-id";
import { toPayoutQuery } from "./list-seller-payouts";

/**
 * The seller asks about the payout of one of its delivered orders. One open query per order at a time: the partial
 * unique index payout_queries_one_open_per_order settles concurrent submissions too.
 */
export async function raisePayoutQuery(db: Database, input: { sellerId: string; orderId: string; queryText: string }): Promise<PayoutQuery> {
  if (!isUuid(input.orderId)) throw notFound("Order", "ORDER_NOT_FOUND");
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.sellerId, input.sellerId)));
  if (!order) throw notFound("Order", "ORDER_NOT_FOUND");
  if (order.status !== "Delivered") throw conflict("PAYOUT_ORDER_NOT_DELIVERED");
  const [created] = await db
    .insert(payoutQueries)
    .values({ orderId: order.id, sellerId: input.sellerId, queryText: input.queryText })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict("PAYOUT_QUERY_OPEN");
  return toPayoutQuery(created);
}
