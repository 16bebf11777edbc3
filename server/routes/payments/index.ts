import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { paymentStatusRoutes } from "./payment-status.routes";
import { paymentWebhookRoutes } from "./payment-webhook.routes";

/** Mounted at /api/payments: provider webhooks and payment status (each route authenticates itself). */
export const paymentsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(paymentWebhookRoutes(ctx));
    await app.register(paymentStatusRoutes(ctx));
  };
