import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paymentStatusParamsSchema, paymentStatusSchema } from "@domain/schemas/payment-status";
import type { AppContext } from "../../app-context";
import { checkPaymentStatus } from "../../modules/payments/check-payment-status";
import { applyGuard, requireUser } from "../../plugins/guards";

/** GET /api/payments/status/:orderId: the signed-in buyer's checkout payment, verified with the provider. */
export const paymentStatusRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Any signed-in account; the query then finds only the caller's own checkout (another's answers 404).
    applyGuard(app, ctx, "signed-in");
    app.get(
      "/status/:orderId",
      {
        schema: {
          tags: ["payments"],
          summary: "Verify a checkout payment with the provider; finalises it into orders when paid",
          params: paymentStatusParamsSchema,
          response: { 200: paymentStatusSchema },
        },
        // The status page polls every few seconds for a while; per user, counted after the guard.
        config: {
          policy: { audience: "signed-in", owns: "checkout" },
          rateLimit: { max: 120, timeWindow: "1 minute", hook: "preHandler", keyGenerator: (r) => r.currentUser?.id ?? r.ip },
        },
      },
      async (request) => checkPaymentStatus(ctx, requireUser(request).id, request.params.orderId),
    );
  };
