import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Logger } from "../../platform/logger";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { type orders, refunds } from "../../db/schema";
import { issueRefund, makeRefundKey, type RefundResult } from "../payments/issue-refund";
import { publishOrderChange } from "./order-change-notification";

type Order = typeof orders.$inferSelect;

/** The refund key of an order's cancellation: one per order, so no number of attempts can refund it twice. */
export const cancellationRefundKey = (orderId: string) => makeRefundKey("cancel", orderId);

/**
 * Refunds what the buyer paid online for a cancelled order and was not yet given back: the whole total for online
 * payment, the advance for cash on delivery, less what completed returns already refunded online (an admin may
 * cancel a delivered order after a return; its credit note likewise credits only what the return's did not).
 * Runs after the cancellation committed. A provider that cannot be reached leaves the refund
 * pending under the same key (issueRefund retries it without paying twice); anything else is logged and the
 * order stays cancelled with its refund shown as it stands.
 */
export async function refundCancelledOrder(
  ctx: AppContext,
  order: Order,
  log?: Pick<Logger, "error">,
): Promise<RefundResult | null> {
  const amount = await cancellationRefundAmount(ctx.db, order);
  if (amount <= 0) return null;
  let refund: RefundResult | null = null;
  try {
    refund = await issueRefund(ctx, {
      checkoutId: order.checkoutId,
      orderId: order.id,
      amount,
      refundKey: cancellationRefundKey(order.id),
      reason: `Order ${order.orderNumber} cancelled`,
    });
  } catch (error) {
    log?.error({ err: error, orderId: order.id }, "refund of a cancelled order could not be asked for");
  }
  // Open order pages re-read the order to show the refund's state.
  await publishOrderChange(ctx.events, ctx.db, {
    kind: "refund",
    orderId: order.id,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    status: "Cancelled",
    at: new Date().toISOString(),
  }).catch((error: unknown) => log?.error({ err: error }, "could not announce the refund"));
  return refund;
}

/**
 * The cancellation's refund: the one already recorded under its key (so a repeat asks for the same amount), else the
 * advance less the order's other online refunds that are pending or succeeded (its returns').
 */
async function cancellationRefundAmount(db: Executor, order: Order): Promise<number> {
  const key = cancellationRefundKey(order.id);
  const [recorded] = await db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.refundKey, key));
  if (recorded) return recorded.amount;
  const [{ refunded } = { refunded: 0 }] = await db
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.refundKey, key), inArray(refunds.status, ["pending", "success"])));
  return order.advanceAmount - refunded;
}
