import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { handlePaymentWebhook } from "../../modules/payments/handle-payment-webhook";
import { webhookOutcomes } from "../../platform/metrics/business-counters";

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** POST /api/payments/webhook: Cashfree's signed payment notifications (the notify_url of every checkout). */
export const paymentWebhookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Only here: keep the exact bytes, because the signature covers them and re-serialised JSON may differ.
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

    app.post(
      "/webhook",
      {
        // Not rate limited: Cashfree sends every payment's notifications from a few addresses, and a refused one
        // would delay orders; each must carry a valid signature before anything is done.
        config: { policy: { audience: "provider-signed" }, rateLimit: false },
        schema: {
          tags: ["payments"],
          summary: "Payment provider webhook (signed with x-webhook-signature over x-webhook-timestamp + raw body)",
          response: { 200: z.object({ received: z.literal(true), outcome: z.enum(["finalised", "recorded", "ignored"]) }) },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          const outcome = await handlePaymentWebhook(
            ctx,
            { rawBody, timestamp: header(request.headers["x-webhook-timestamp"]), signature: header(request.headers["x-webhook-signature"]) },
            request.log,
          );
          webhookOutcomes.inc({ outcome });
          return { received: true as const, outcome };
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode ?? 500;
          webhookOutcomes.inc({ outcome: status < 500 ? "refused" : "error" });
          throw error;
        }
      },
    );
  };
