import type { FastifyInstance } from "fastify";
import type { AppContext } from "../app-context";
import { followAcceptedRefunds } from "../modules/payments/follow-accepted-refunds";
import { REFUND_RETRY_AFTER_MS, retryPendingRefunds } from "../modules/payments/retry-pending-refunds";

/**
 * Once a minute while the server runs: asks again for refunds the provider never acknowledged, then follows up the
 * ones it accepted but has not finished (follow-accepted-refunds.ts). A run still going when the next is due is
 * left to finish rather than doubled up. The timer lives here, with the app's lifecycle; the services take only ctx.
 */
export function registerRefundWorker(app: FastifyInstance, ctx: AppContext) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const run = async () => {
    await retryPendingRefunds(ctx);
    await followAcceptedRefunds(ctx, ctx.log);
  };
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      running ??= run()
        .catch((error: unknown) => ctx.log.warn({ err: error }, "refund worker failed"))
        .finally(() => (running = null));
    }, REFUND_RETRY_AFTER_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
