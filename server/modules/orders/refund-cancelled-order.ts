import type { Logger } from "../../platform/logger";
import type { AppContext } from "../../app-context";
import type { orders } from "../../db/schema";
import { issueRefund, makeRefundKey, type RefundResult } from "../payments/issue-refund";
import { publishOrderChange } from "./order-change-notification";

type Order = typeof orders.$inferSelect;

/** The refund key of an order's cancellation: one per order, so no number of attempts can refund it twice. */
export const cancellationRefundKey = (orderId: string) => makeRefundKey("cancel", orderId);

/**
 * Refunds what the buyer paid online for a cancelled order: the whole total for online payment, the advance for
 * cash on delivery. Runs after the cancellation committed. A provider that cannot be reached leaves the refund
 * pending under the same key (issueRefund retries it without paying twice); anything else is logged and the
 * order stays cancelled with its refund shown as it stands.
 */
export async function refundCancelledOrder(
  ctx: AppContext,
  order: Order,
  log?: Pick<Logger, "error">,
): Promise<RefundResult | null> {
  if (order.advanceAmount <= 0) return null;
  let refund: RefundResult | null = null;
  try {
    refund = await issueRefund(ctx, {
      checkoutId: order.checkoutId,
      orderId: order.id,
      amount: order.advanceAmount,
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
