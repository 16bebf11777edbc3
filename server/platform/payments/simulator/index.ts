import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../../app-context";
import { simulatorApiRoutes } from "./sim-api.routes";
import { simulatorCheckoutRoutes } from "./sim-checkout.routes";
import { createWebhookSender, type WebhookSender } from "./sim-webhooks";

const senders = new WeakMap<AppContext, WebhookSender>();

/** The simulator's webhook deliveries of an app, so tests can wait for them: `await simulatorWebhooks(app.ctx).settled()`. */
export function simulatorWebhooks(ctx: AppContext): WebhookSender {
  const sender = senders.get(ctx);
  if (!sender) throw new Error("the payment simulator is not mounted in this app");
  return sender;
}

/**
 * The built-in Cashfree simulator, mounted at /simulator when CASHFREE_ENV=simulator: the PG API under /pg and the
 * hosted checkout page under /checkout. Refused in production (config refuses it too).
 */
export const simulatorRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    if (ctx.config.isProduction || ctx.payments.mode !== "simulator") throw new Error("The payment simulator is refused in production");
    const webhooks = createWebhookSender({ secret: ctx.payments.webhookSecret, fetch: ctx.payments.fetch, log: app.log });
    senders.set(ctx, webhooks);
    // Closing the app waits for deliveries in flight, so none is cut off mid-transaction.
    app.addHook("preClose", async () => webhooks.settled());
    await app.register(simulatorApiRoutes(ctx), { prefix: "/pg" });
    await app.register(simulatorCheckoutRoutes(ctx, webhooks), { prefix: "/checkout" });
  };
