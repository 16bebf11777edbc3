import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Logger } from "../../platform/logger";
import type { AppContext } from "../../app-context";
import { checkouts, refunds } from "../../db/schema";
import { CashfreeError } from "../../platform/payments/cashfree-error";
import { settleRefund } from "./settle-refund";

const BATCH_SIZE = 50;

export type FollowUp = { asked: number; settled: number };

/**
 * Asks the provider how the refunds it accepted but has not finished (pending, with a provider refund id) stand now,
 * and stores the final ones (settleRefund). The polling backstop behind the provider's refund webhook, which may be
 * lost or, with an http PUBLIC_URL, never sent. A bounded batch, least recently asked first, so a refund the provider
 * keeps ONHOLD cannot hold up newer ones; each one asked goes to the back of the queue.
 */
export async function followAcceptedRefunds(ctx: AppContext, log?: Pick<Logger, "warn">): Promise<FollowUp> {
  const due = await ctx.db
    .select({ id: refunds.id, refundKey: refunds.refundKey, paymentOrderId: checkouts.paymentOrderId })
    .from(refunds)
    .innerJoin(checkouts, eq(checkouts.id, refunds.checkoutId))
    .where(and(eq(refunds.status, "pending"), isNotNull(refunds.providerRefundId)))
    .orderBy(asc(refunds.updatedAt), asc(refunds.id))
    .limit(BATCH_SIZE);
  let settled = 0;
  for (const refund of due) {
    try {
      const answer = await ctx.payments.cashfree.getRefund(refund.paymentOrderId, refund.refundKey);
      if (await settleRefund(ctx, refund.id, answer)) {
        settled += 1;
        continue;
      }
    } catch (error) {
      if (!(error instanceof CashfreeError)) throw error;
      log?.warn({ err: error, refundId: refund.id }, "refund status could not be asked for");
    }
    await ctx.db
      .update(refunds)
      .set({ updatedAt: new Date() })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
  }
  return { asked: due.length, settled };
}
