import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { orders, refunds } from "../../db/schema";
import { refundOutcomeOf } from "../../platform/payments/cashfree-refund-status";
import type { CashfreeRefund } from "../../platform/payments/cashfree-types";
import { publishOrderChange } from "../orders/order-change-notification";
import { alertFailedRefund } from "./failed-refund-alert";

/**
 * Stores what the provider now says about a refund it accepted, when that is final: SUCCESS → success, CANCELLED →
 * failed (PENDING and ONHOLD change nothing). Only a pending refund moves, so a repeated webhook, a webhook racing the
 * worker, or a late answer never rewrites a final status; a cancelled one alerts the team once, in the same
 * transaction (failed-refund-alert.ts). The refunded order's buyer and seller hear of it at commit, as they do of a
 * cancellation's first answer, so an open order page shows the refund's new state. True when it moved.
 */
export async function settleRefund(ctx: AppContext, refundId: string, answer: CashfreeRefund): Promise<boolean> {
  const outcome = refundOutcomeOf(answer.refund_status);
  if (outcome === "pending") return false;
  return ctx.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({ status: outcome, providerRefundId: answer.cf_refund_id })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
      .returning();
    if (!settled) return false;
    if (outcome === "failed") await alertFailedRefund(ctx, tx, settled, answer.status_description ?? `Refund ${answer.refund_status}`);
    if (settled.orderId) await announceRefund(ctx, tx, settled.orderId);
    return true;
  });
}

/** The same order-change event a cancellation's refund sends (kind "refund"), delivered at commit. */
export async function announceRefund(ctx: AppContext, executor: Executor, orderId: string) {
  const [order] = await executor
    .select({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  await publishOrderChange(ctx.events, executor, {
    kind: "refund",
    orderId: order.id,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    status: order.status,
    at: new Date().toISOString(),
  });
}
