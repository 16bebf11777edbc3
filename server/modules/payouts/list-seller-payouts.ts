import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { basisPointsToPercent, payoutDueAt, payoutFigures } from "@domain/payouts";
import type { PayoutQuery, PayoutSummary, SellerPayoutList } from "@domain/schemas/seller-payouts";
import type { Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { orders, payoutQueries, returnRefunds } from "../../db/schema";

export type ListSellerPayoutsInput = { sellerId: string; page: number; pageSize: number };

/** What was given back for the order's completed returns (online and by hand), for a select on orders. */
export const refundedAmount = sql<number>`(select coalesce(sum(${returnRefunds.amount}), 0) from ${returnRefunds} where ${returnRefunds.orderId} = ${outerColumn(orders.id)})`.mapWith(Number);

/** An order's payout figures as both payout pages show them: dates, fee snapshot, refunds, net and status. */
export function payoutLine(order: typeof orders.$inferSelect, refunded: number) {
  const { fee, net } = payoutFigures({ totalAmount: order.totalAmount, refundedAmount: refunded, feeBasisPoints: order.platformFeeBasisPoints });
  return {
    orderId: order.id,
    deliveredAt: order.deliveredAt!.toISOString(),
    payoutDueAt: payoutDueAt(order.deliveredAt!).toISOString(),
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    feePercent: basisPointsToPercent(order.platformFeeBasisPoints),
    platformFee: fee,
    refundedAmount: refunded,
    netPayout: net,
    payoutStatus: order.payoutStatus,
  };
}

const deliveredOf = (sellerId: string) => and(eq(orders.sellerId, sellerId), eq(orders.status, "Delivered"), isNotNull(orders.deliveredAt));

/**
 * The payouts page: summary cards over every delivered order of the seller, and one page of them, most recently
 * delivered first (index orders_seller_delivered_idx), each with its fee, refunds, net payout, due date and open query.
 * Figures come from domain/payouts.ts on the fee snapshotted on the order.
 */
export async function listSellerPayouts(db: Executor, input: ListSellerPayoutsInput): Promise<SellerPayoutList> {
  const where = deliveredOf(input.sellerId);
  const [all, rows] = await Promise.all([
    db
      .select({ totalAmount: orders.totalAmount, refunded: refundedAmount, bps: orders.platformFeeBasisPoints, payoutStatus: orders.payoutStatus })
      .from(orders)
      .where(where),
    db
      .select({ order: orders, refunded: refundedAmount, query: payoutQueries })
      .from(orders)
      .leftJoin(payoutQueries, and(eq(payoutQueries.orderId, orders.id), eq(payoutQueries.status, "open")))
      .where(where)
      .orderBy(desc(orders.deliveredAt), desc(orders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);

  const summary: PayoutSummary = { totalEarnings: 0, pendingPayout: 0, paidOut: 0 };
  for (const row of all) {
    const { net } = payoutFigures({ totalAmount: row.totalAmount, refundedAmount: row.refunded, feeBasisPoints: row.bps });
    summary.totalEarnings += net;
    if (row.payoutStatus === "Paid") summary.paidOut += net;
    else summary.pendingPayout += net;
  }

  return {
    summary,
    orders: rows.map(({ order, refunded, query }) => ({ ...payoutLine(order, refunded), openQuery: query && toPayoutQuery(query) })),
    total: all.length,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export function toPayoutQuery(query: typeof payoutQueries.$inferSelect): PayoutQuery {
  return {
    id: query.id,
    orderId: query.orderId,
    status: query.status,
    queryText: query.queryText,
    createdAt: query.createdAt.toISOString(),
    resolvedAt: query.resolvedAt?.toISOString() ?? null,
  };
}
