import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminPayoutQueryList, ManualRefundList } from "@domain/schemas/admin-payouts";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { orderItems, orderReturns, orders, payoutQueries, profiles, returnRefunds } from "../../db/schema";
import { notFound } from "../../errors";
import { recordAdminAction } from "../audit/record-admin-action";
import { isUuid } from "../orders/order-id";
import { returnPhotosFor } from "../returns/return-photos";

/** Admin lists of work waiting (oldest first): the front of the queue, with how many wait in all. */
const WAITING_SHOWN = 200;

/** Open payout queries, oldest first, with the seller's company. */
export async function listOpenPayoutQueries(db: Executor): Promise<AdminPayoutQueryList> {
  const [open] = await db.select({ n: count() }).from(payoutQueries).where(eq(payoutQueries.status, "open"));
  const rows = await db
    .select({ query: payoutQueries, orderNumber: orders.orderNumber, sellerName: profiles.companyName })
    .from(payoutQueries)
    .innerJoin(orders, eq(orders.id, payoutQueries.orderId))
    .innerJoin(profiles, eq(profiles.id, payoutQueries.sellerId))
    .where(eq(payoutQueries.status, "open"))
    .orderBy(asc(payoutQueries.createdAt), asc(payoutQueries.id))
    .limit(WAITING_SHOWN);
  const queries = rows.map(({ query, orderNumber, sellerName }) => ({
    id: query.id,
    orderId: query.orderId,
    orderNumber,
    sellerId: query.sellerId,
    sellerName,
    queryText: query.queryText,
    createdAt: query.createdAt.toISOString(),
  }));
  return { queries, waiting: open?.n ?? 0 };
}

/** Marks an open payout query resolved (resolved_at now), audited; a resolved or unknown one is a 404. */
export async function resolvePayoutQuery(ctx: AppContext, adminId: string, queryId: string): Promise<void> {
  if (!isUuid(queryId)) throw notFound("Payout query", "PAYOUT_QUERY_NOT_FOUND");
  await ctx.db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(payoutQueries)
      .set({ status: "resolved", resolvedAt: sql`now()` })
      .where(and(eq(payoutQueries.id, queryId), eq(payoutQueries.status, "open")))
      .returning({ id: payoutQueries.id, orderId: payoutQueries.orderId });
    if (!resolved) throw notFound("Payout query", "PAYOUT_QUERY_NOT_FOUND");
    await recordAdminAction(tx, { actorId: adminId, action: "payout_query.resolve", entityType: "payout_query", entityId: queryId, before: { status: "open" }, after: { status: "resolved", orderId: resolved.orderId } });
  });
}

const buyer = alias(profiles, "buyer");
const seller = alias(profiles, "seller");
const manualDue = and(sql`${returnRefunds.manualAmount} > 0`, isNull(returnRefunds.manualSettledAt));

/** Refunds owed by hand (the COD cash share of returned units), oldest first, each with its return. */
export async function listManualRefundsDue(db: Executor): Promise<ManualRefundList> {
  const [due] = await db.select({ n: count() }).from(returnRefunds).where(manualDue);
  const rows = await db
    .select({
      refund: returnRefunds,
      request: orderReturns,
      productName: orderItems.productName,
      orderNumber: orders.orderNumber,
      buyerName: buyer.companyName,
      sellerName: seller.companyName,
    })
    .from(returnRefunds)
    .innerJoin(orders, eq(orders.id, returnRefunds.orderId))
    .innerJoin(orderReturns, eq(orderReturns.id, returnRefunds.returnId))
    .innerJoin(orderItems, eq(orderItems.id, orderReturns.orderItemId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .where(manualDue)
    .orderBy(asc(returnRefunds.createdAt), asc(returnRefunds.id))
    .limit(WAITING_SHOWN);
  const refunds = rows.map(({ refund, request, productName, orderNumber, buyerName, sellerName }) => ({
    id: refund.id,
    orderId: refund.orderId,
    orderNumber,
    buyerName,
    sellerName,
    amount: refund.manualAmount,
    createdAt: refund.createdAt.toISOString(),
    returnId: request.id,
    productName,
    quantity: request.quantity,
    photos: returnPhotosFor("admin", request),
    refund: { amount: refund.amount, online: refund.onlineAmount, manual: refund.manualAmount },
  }));
  return { refunds, waiting: due?.n ?? 0 };
}

/** Records a manual refund as paid to the buyer, with its bank or UPI reference, once (audited). */
export async function settleManualRefund(ctx: AppContext, adminId: string, refundId: string, reference: string): Promise<void> {
  if (!isUuid(refundId)) throw notFound("Refund", "REFUND_NOT_FOUND");
  await ctx.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(returnRefunds)
      .set({ manualSettledAt: sql`now()`, manualReference: reference })
      .where(and(eq(returnRefunds.id, refundId), manualDue))
      .returning({ id: returnRefunds.id, amount: returnRefunds.manualAmount });
    if (!settled) throw notFound("Refund", "REFUND_NOT_FOUND");
    await recordAdminAction(tx, { actorId: adminId, action: "refund.settle", entityType: "return_refund", entityId: refundId, before: { settled: false }, after: { settled: true, reference, amount: settled.amount } });
  });
}
