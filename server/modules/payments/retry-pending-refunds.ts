import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { refunds } from "../../db/schema";
import { followAcceptedRefunds } from "./follow-accepted-refunds";
import { issueRefund } from "./issue-refund";
import { announceRefund } from "./settle-refund";

/** A refund the provider never acknowledged is asked for again after this long. */
const RETRY_AFTER_MS = 60_000;
const BATCH_SIZE = 20;

/**
 * Asks the provider again for refunds it could not be reached for (pending, no provider refund id). issueRefund is
 * idempotent on the refund key, so a retry, or two processes retrying at once, never pays twice. Returns how many
 * were retried.
 */
export async function retryPendingRefunds(ctx: AppContext, olderThan = new Date(Date.now() - RETRY_AFTER_MS)): Promise<number> {
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

/**
 * Once a minute while the server runs: asks again for refunds the provider never acknowledged, then follows up the
 * ones it accepted but has not finished (follow-accepted-refunds.ts). A run still going when the next is due is
 * left to finish rather than doubled up.
 */
export function registerRefundRetry(app: FastifyInstance, ctx: AppContext) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const run = async () => {
    await retryPendingRefunds(ctx);
    await followAcceptedRefunds(ctx, app.log);
  };
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      running ??= run()
        .catch((error: unknown) => app.log.warn({ err: error }, "refund worker failed"))
        .finally(() => (running = null));
    }, RETRY_AFTER_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
