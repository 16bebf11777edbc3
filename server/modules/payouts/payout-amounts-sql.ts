import { sql } from "drizzle-orm";
import { outerColumn } from "../../db/outer-column";
import { orderInvoices, orders, returnRefunds } from "../../db/schema";

/** What was given back for the order's completed returns (online and by hand), for a select on orders. */
export const refundedAmount = sql<number>`(select coalesce(sum(${returnRefunds.amount}), 0) from ${returnRefunds} where ${returnRefunds.orderId} = ${outerColumn(orders.id)})`.mapWith(Number);

/** What the buyer paid for the order (advance + cash collected on delivery): what a payout counts, less refunds. */
export const paidAmountSql = sql<number>`(${outerColumn(orders.advanceAmount)} + ${outerColumn(orders.collectedOnDelivery)})`.mapWith(Number);

/**
 * The order's net taxable value, on which TCS is collected: its invoice's taxable value less what credit notes took
 * back, 0 for an order without an invoice (from before GST), for a select on orders.
 */
export const netTaxableValueSql = sql<number>`coalesce((select ${orderInvoices.taxableValue} - ${orderInvoices.creditedTaxableValue} from ${orderInvoices} where ${orderInvoices.orderId} = ${outerColumn(orders.id)}), 0)`.mapWith(Number);

/** What an order's payout is computed from besides the order itself: its refunds and its invoice's net taxable value. */
export type PayoutAmounts = { refunded: number; netTaxableValue: number };

/** The same, as fields of a select on orders. */
export const payoutAmountsSql = { refunded: refundedAmount, netTaxableValue: netTaxableValueSql };
