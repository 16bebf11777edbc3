import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { basisPointsToPercent, payoutDueAt, payoutFigures } from "@domain/payouts";
import { amountPaid } from "@domain/return-refund";
import type { PayoutQuery, PayoutSummary, SellerPayoutList } from "@domain/schemas/seller-payouts";
import type { Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { orders, payoutQueries, returnRefunds } from "../../db/schema";
import { orderNumberMatches } from "../orders/order-number-search";
import { hasOpenReturn } from "./payout-hold";

export type ListSellerPayoutsInput = { sellerId: string; q?: string; page: number; pageSize: number };

/** What was given back for the order's completed returns (online and by hand), for a select on orders. */
export const refundedAmount = sql<number>`(select coalesce(sum(${returnRefunds.amount}), 0) from ${returnRefunds} where ${returnRefunds.orderId} = ${outerColumn(orders.id)})`.mapWith(Number);

/** What the buyer paid for the order (advance + cash collected on delivery): what a payout counts, less refunds. */
export const paidAmountSql = sql<number>`(${orders.advanceAmount} + ${orders.collectedOnDelivery})`.mapWith(Number);

/**
 * An order's payout figures as both payout pages show them: dates, fee snapshot, refunds, net, status and, on Hold,
 * why (the admin's reason, an open return request, or both).
 */
export function payoutLine(order: typeof orders.$inferSelect, refunded: number, returnOpen: boolean) {
  const { fee, net } = payoutFigures({ paidAmount: amountPaid(order), refundedAmount: refunded, feeBasisPoints: order.platformFeeBasisPoints });
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    deliveredAt: order.deliveredAt!.toISOString(),
    payoutDueAt: payoutDueAt(order.deliveredAt!).toISOString(),
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    feePercent: basisPointsToPercent(order.platformFeeBasisPoints),
    platformFee: fee,
    refundedAmount: refunded,
    netPayout: net,
    payoutStatus: order.payoutStatus,
    hold: order.payoutStatus === "Hold" ? { reason: order.payoutHoldReason, returnOpen } : null,
  };
}

const deliveredOf = (sellerId: string) => and(eq(orders.sellerId, sellerId), eq(orders.status, "Delivered"), isNotNull(orders.deliveredAt));

/**
 * The payouts page: summary cards over every delivered order of the seller, and one page of them, most recently
 * delivered first (index orders_seller_delivered_idx), each with its fee, refunds, net payout, due date and open query;
 * `q` narrows the rows (not the cards) to matching order numbers. Figures come from domain/payouts.ts on the fee
 * snapshotted on the order.
 */
export async function listSellerPayouts(db: Executor, input: ListSellerPayoutsInput): Promise<SellerPayoutList> {
  const where = deliveredOf(input.sellerId);
  const shown = input.q ? and(where, orderNumberMatches(input.q)) : where;
  const [all, rows, [matching]] = await Promise.all([
    db
      .select({ paidAmount: paidAmountSql, refunded: refundedAmount, bps: orders.platformFeeBasisPoints, payoutStatus: orders.payoutStatus })
      .from(orders)
      .where(where),
    db
      .select({ order: orders, refunded: refundedAmount, returnOpen: hasOpenReturn, query: payoutQueries })
      .from(orders)
      .leftJoin(payoutQueries, and(eq(payoutQueries.orderId, orders.id), eq(payoutQueries.status, "open")))
      .where(shown)
      .orderBy(desc(orders.deliveredAt), desc(orders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    input.q ? db.select({ n: count() }).from(orders).where(shown) : [undefined],
  ]);

  const summary: PayoutSummary = { totalEarnings: 0, pendingPayout: 0, paidOut: 0 };
  for (const row of all) {
    const { net } = payoutFigures({ paidAmount: row.paidAmount, refundedAmount: row.refunded, feeBasisPoints: row.bps });
    summary.totalEarnings += net;
    if (row.payoutStatus === "Paid") summary.paidOut += net;
    else summary.pendingPayout += net;
  }

  return {
    summary,
    orders: rows.map(({ order, refunded, returnOpen, query }) => ({ ...payoutLine(order, refunded, returnOpen), openQuery: query && toPayoutQuery(query) })),
    total: matching?.n ?? all.length,
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
