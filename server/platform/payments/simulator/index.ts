import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../../app-context";
import { assignPolicy } from "../../../plugins/route-policy";
import { simulatorApiRoutes } from "./sim-api.routes";
import { simulatorCheckoutRoutes } from "./sim-checkout.routes";
import { createRefundSettlement, type RefundSettlement } from "./sim-refund-settlement";
import { createWebhookSender, SIMULATOR_WEBHOOK_RETRY_DELAYS_MS, type WebhookSender } from "./sim-webhooks";

/** Under test a refused webhook is retried within milliseconds, so waiting for deliveries stays quick. */
const TEST_WEBHOOK_RETRY_DELAYS_MS = [10, 20, 40];

const mounted = new WeakMap<AppContext, { webhooks: WebhookSender; refunds: RefundSettlement }>();

function simulatorOf(ctx: AppContext) {
  const simulator = mounted.get(ctx);
  if (!simulator) throw new Error("the payment simulator is not mounted in this app");
  return simulator;
}

/** The simulator's webhook deliveries of an app, so tests can wait for them: `await simulatorWebhooks(app.ctx).settled()`. */
export function simulatorWebhooks(ctx: AppContext): WebhookSender {
  return simulatorOf(ctx).webhooks;
}

/** The simulator's refunds on their way to settling: `await simulatorRefunds(app.ctx).settled()` waits for their webhooks. */
export function simulatorRefunds(ctx: AppContext): RefundSettlement {
  return simulatorOf(ctx).refunds;
}

/**
 * The built-in Cashfree simulator, mounted at /simulator when CASHFREE_ENV=simulator: the PG API under /pg and the
 * hosted checkout page under /checkout. Refused in production (config refuses it too).
 */
export const simulatorRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const settings = ctx.config.cashfree;
    if (ctx.config.isProduction || settings.env !== "simulator") throw new Error("The payment simulator is refused in production");
    const webhooks = createWebhookSender({
      secret: ctx.payments.webhookSecret,
      fetch: ctx.payments.fetch,
      log: app.log,
      retryDelaysMs: ctx.config.env === "test" ? TEST_WEBHOOK_RETRY_DELAYS_MS : SIMULATOR_WEBHOOK_RETRY_DELAYS_MS,
    });
    const refunds = createRefundSettlement({ db: ctx.db, webhooks, log: app.log });
    mounted.set(ctx, { webhooks, refunds });
    // Its API checks the provider credentials and its checkout page is the payer's, as at Cashfree: no session guard.
    assignPolicy(app, { audience: "simulator" });
    // Closing the app waits for deliveries in flight, so none is cut off mid-transaction; retries not yet due are dropped.
    app.addHook("preClose", async () => {
      await refunds.close();
      await webhooks.close();
    });
    await app.register(simulatorApiRoutes(ctx, { refunds, refundSettleMs: settings.refundSettleMs }), { prefix: "/pg" });
    await app.register(simulatorCheckoutRoutes(ctx, webhooks), { prefix: "/checkout" });
  };
