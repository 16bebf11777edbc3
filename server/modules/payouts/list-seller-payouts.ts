import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { orderPayoutDeductions } from "@domain/payout-deductions";
import { basisPointsToPercent, payoutDueAt } from "@domain/payouts";
import type { PayoutQuery, PayoutSummary, SellerPayoutList } from "@domain/schemas/seller-payouts";
import type { Executor } from "../../db/client";
import { orders, payoutQueries } from "../../db/schema";
import { orderNumberMatches } from "../orders/order-number-search";
import { type PayoutAmounts, payoutAmountsSql } from "./payout-amounts-sql";
import { hasOpenReturn } from "./payout-hold";

export type ListSellerPayoutsInput = { sellerId: string; q?: string; page: number; pageSize: number };

/**
 * An order's payout figures as both payout pages show them: dates, fee snapshot, refunds, gross, the marketplace's
 * deductions (fee, GST on it, TCS, TDS; domain/payout-deductions.ts on the rates snapshotted on the order), net,
 * status and, on Hold, why (the admin's reason, an open return request, or both).
 */
export function payoutLine(order: typeof orders.$inferSelect, amounts: PayoutAmounts, returnOpen: boolean) {
  const { gross, fee, feeGst, tcs, tds, net } = orderPayoutDeductions(order, amounts);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    deliveredAt: order.deliveredAt!.toISOString(),
    payoutDueAt: payoutDueAt(order.deliveredAt!).toISOString(),
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    feePercent: basisPointsToPercent(order.platformFeeBasisPoints),
    refundedAmount: amounts.refunded,
    gross,
    platformFee: fee,
    feeGst,
    tcs,
    tds,
    netPayout: net,
    payoutStatus: order.payoutStatus,
    hold: order.payoutStatus === "Hold" ? { reason: order.payoutHoldReason, returnOpen } : null,
  };
}

const deliveredOf = (sellerId: string) => and(eq(orders.sellerId, sellerId), eq(orders.status, "Delivered"), isNotNull(orders.deliveredAt));

/**
 * The payouts page: summary cards over every delivered order of the seller, and one page of them, most recently
 * delivered first (index orders_seller_delivered_idx), each with its refunds, deductions, net payout, due date and open
 * query; `q` narrows the rows (not the cards) to matching order numbers. Figures come from
 * domain/payout-deductions.ts on the rates snapshotted on the order.
 */
export async function listSellerPayouts(db: Executor, input: ListSellerPayoutsInput): Promise<SellerPayoutList> {
  const where = deliveredOf(input.sellerId);
  const shown = input.q ? and(where, orderNumberMatches(input.q)) : where;
  const [all, rows, [matching]] = await Promise.all([
    db
      .select({
        advanceAmount: orders.advanceAmount,
        collectedOnDelivery: orders.collectedOnDelivery,
        totalAmount: orders.totalAmount,
        platformFeeBasisPoints: orders.platformFeeBasisPoints,
        feeGstBasisPoints: orders.feeGstBasisPoints,
        tcsBasisPoints: orders.tcsBasisPoints,
        tdsBasisPoints: orders.tdsBasisPoints,
        intraState: orders.intraState,
        payoutStatus: orders.payoutStatus,
        ...payoutAmountsSql,
      })
      .from(orders)
      .where(where),
    db
      .select({ order: orders, ...payoutAmountsSql, returnOpen: hasOpenReturn, query: payoutQueries })
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
    const { net } = orderPayoutDeductions(row, row);
    summary.totalEarnings += net;
    if (row.payoutStatus === "Paid") summary.paidOut += net;
    else summary.pendingPayout += net;
  }

  return {
    summary,
    orders: rows.map(({ order, returnOpen, query, ...amounts }) => ({ ...payoutLine(order, amounts, returnOpen), openQuery: query && toPayoutQuery(query) })),
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
