import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { AppContext } from "../../app-context";
import { refunds } from "../../db/schema";
import { issueRefund } from "./issue-refund";
import { announceRefund } from "./settle-refund";

/** A refund the provider never acknowledged is asked for again after this long. */
export const REFUND_RETRY_AFTER_MS = 60_000;
const BATCH_SIZE = 20;

/**
 * Asks the provider again for refunds it could not be reached for (pending, no provider refund id). issueRefund is
 * idempotent on the refund key, so a retry, or two processes retrying at once, never pays twice. Returns how many
 * were retried.
 */
export async function retryPendingRefunds(ctx: AppContext, olderThan = new Date(Date.now() - REFUND_RETRY_AFTER_MS)): Promise<number> {
  const due = await ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), isNull(refunds.providerRefundId), lt(refunds.updatedAt, olderThan)))
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH_SIZE);
  for (const row of due) {
    const answer = await issueRefund(ctx, {
      checkoutId: row.checkoutId,
      orderId: row.orderId ?? undefined,
      amount: row.amount,
      refundKey: row.refundKey,
      reason: row.reason,
    });
    // An order page still showing the refund as pending hears that it is now settled.
    if (answer.status !== "pending" && row.orderId) await announceRefund(ctx, ctx.db, row.orderId);
    // Counts as an attempt even when the provider is still unreachable, so the row waits its turn again.
    await ctx.db.update(refunds).set({ updatedAt: new Date() }).where(eq(refunds.id, row.id));
  }
  return due.length;
}
