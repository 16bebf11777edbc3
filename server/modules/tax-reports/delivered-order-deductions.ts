import { and, eq, gte, lt } from "drizzle-orm";
import { monthInstants } from "@domain/india-month";
import { orderPayoutDeductions, type PayoutDeductions } from "@domain/payout-deductions";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema";
import { payoutAmountsSql } from "../payouts/payout-amounts-sql";

export type OrderDeductions = { sellerId: string; orderId: string; deductions: PayoutDeductions };

/**
 * The payout deductions of the orders delivered in an India month (all sellers', or one's), figured as the Payouts
 * pages figure them (payoutAmountsSql and orderPayoutDeductions): gross = paid − refunded, TCS on the invoice's
 * taxable value less what credit notes took back.
 */
export async function deliveredOrderDeductions(db: Executor, month: string, sellerId?: string): Promise<OrderDeductions[]> {
  const { start, end } = monthInstants(month);
  const rows = await db
    .select({
      order: {
        id: orders.id,
        sellerId: orders.sellerId,
        totalAmount: orders.totalAmount,
        advanceAmount: orders.advanceAmount,
        collectedOnDelivery: orders.collectedOnDelivery,
        platformFeeBasisPoints: orders.platformFeeBasisPoints,
        feeGstBasisPoints: orders.feeGstBasisPoints,
        tcsBasisPoints: orders.tcsBasisPoints,
        tdsBasisPoints: orders.tdsBasisPoints,
        intraState: orders.intraState,
      },
      ...payoutAmountsSql,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, "Delivered"),
        gte(orders.deliveredAt, start),
        lt(orders.deliveredAt, end),
        sellerId ? eq(orders.sellerId, sellerId) : undefined,
      ),
    );
  return rows.map(({ order, ...amounts }) => ({
    sellerId: order.sellerId,
    orderId: order.id,
    deductions: orderPayoutDeductions(order, amounts),
  }));
}
