import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/client";
import { simOrders, simRefunds } from "../../../db/schema";
import { simRefundStatus } from "./sim-entities";
import { paidSimPaymentId } from "./sim-store";
import type { WebhookSender } from "./sim-webhooks";

type SimRefund = typeof simRefunds.$inferSelect;

export type RefundSettlement = {
  /** At the refund's settle time, sends its refund webhook if it then reads as settled. */
  schedule(refund: SimRefund): void;
  /** Resolves once every refund scheduled so far has reached its settle time and its webhook was delivered. */
  settled(): Promise<void>;
  /** Drops the refunds still waiting (their status still settles when read) and waits for those under way. */
  close(): Promise<void>;
};

/**
 * Plays the provider's side after a refund was accepted: when its settle time comes, Cashfree would tell the merchant
 * with a REFUND_STATUS_WEBHOOK, so the simulator does too. The timers live only in this process; a refund whose
 * webhook was lost (a restart, a refused delivery) still reads SUCCESS when fetched, which the merchant's polling
 * picks up.
 */
export function createRefundSettlement(options: { db: Database; webhooks: WebhookSender; log: FastifyBaseLogger }): RefundSettlement {
  const waiting = new Map<NodeJS.Timeout, Promise<void>>();
  const running = new Set<Promise<void>>();

  async function announce(refundId: string, settlesAt: Date) {
    const [row] = await options.db
      .select({ refund: simRefunds, order: simOrders })
      .from(simRefunds)
      .innerJoin(simOrders, eq(simOrders.orderId, simRefunds.orderId))
      .where(eq(simRefunds.refundId, refundId));
    if (!row) return;
    // Read as of the settle time at least, so a timer firing a hair early (clock granularity) still counts.
    const now = new Date(Math.max(Date.now(), settlesAt.getTime()));
    const status = simRefundStatus(row.refund, now);
    if (status !== "SUCCESS" && status !== "CANCELLED") return;
    options.webhooks.sendRefund(row.order, row.refund, await paidSimPaymentId(options.db, row.order.orderId), now);
  }

  return {
    schedule(refund) {
      const settlesAt = refund.settlesAt;
      if (!settlesAt) return;
      let fired!: () => void;
      const done = new Promise<void>((resolve) => (fired = resolve));
      const timer = setTimeout(() => {
        waiting.delete(timer);
        const run = announce(refund.refundId, settlesAt)
          .catch((error: unknown) => options.log.warn({ err: error, refundId: refund.refundId }, "simulator: refund settlement failed"))
          .finally(() => running.delete(run));
        running.add(run);
        fired();
      }, Math.max(0, settlesAt.getTime() - Date.now()));
      timer.unref();
      waiting.set(timer, done);
    },
    async settled() {
      while (waiting.size || running.size) await Promise.all([...waiting.values(), ...running]);
      await options.webhooks.settled();
    },
    async close() {
      for (const timer of waiting.keys()) clearTimeout(timer);
      waiting.clear();
      await Promise.all([...running]);
    },
  };
}
