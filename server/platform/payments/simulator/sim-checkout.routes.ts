import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import { SIMULATOR_PREFIX } from "../payment-gateway";
import { renderSimCheckoutPage, renderSimNotFoundPage } from "./sim-checkout-html";
import { simOrderStatus, type SimOrderRequest } from "./sim-entities";
import { SimError } from "./sim-error";
import { findSimOrderBySession, recordSimPayment } from "./sim-store";
import type { WebhookSender } from "./sim-webhooks";

const params = z.object({ sessionId: z.string().min(1).max(200) });
const outcomeBody = z.object({ outcome: z.enum(["pay", "fail", "pending", "leave"]) });

/** Cashfree substitutes {order_id} in the return URL. */
const returnUrlOf = (request: SimOrderRequest, orderId: string) =>
  request.order_meta.return_url?.replace("{order_id}", encodeURIComponent(orderId)) ?? null;

/** The hosted checkout page (where the web app sends the buyer in simulator mode), at /simulator/checkout/{payment_session_id}. */
export const simulatorCheckoutRoutes =
  (ctx: AppContext, webhooks: WebhookSender): FastifyPluginAsyncZod =>
  async (app) => {
    // The page posts a plain HTML form.
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.get("/:sessionId", { schema: { hide: true, params } }, async (request, reply) => {
      const order = await findSimOrderBySession(ctx.db, request.params.sessionId);
      // With the site-wide no-referrer policy the browser would post the form with `Origin: null`, which the
      // cross-site check refuses; same-origin lets the form say where it comes from.
      reply.header("Cache-Control", "no-store").header("Referrer-Policy", "same-origin").type("text/html; charset=utf-8");
      if (!order) return reply.status(404).send(renderSimNotFoundPage());
      const orderRequest = order.request as SimOrderRequest;
      return renderSimCheckoutPage({
        orderId: order.orderId,
        cfOrderId: order.cfOrderId,
        note: orderRequest.order_note ?? null,
        amount: order.amount,
        status: simOrderStatus(order),
        actionUrl: `${SIMULATOR_PREFIX}/checkout/${encodeURIComponent(order.paymentSessionId)}`,
        returnUrl: returnUrlOf(orderRequest, order.orderId),
      });
    });

    app.post("/:sessionId", { schema: { hide: true, params, body: outcomeBody } }, async (request, reply) => {
      try {
        const { order, payment } = await recordSimPayment(ctx.db, request.params.sessionId, request.body.outcome);
        if (payment && payment.status !== "PENDING") webhooks.send(order, payment);
        const returnUrl = returnUrlOf(order.request as SimOrderRequest, order.orderId);
        return reply.redirect(returnUrl ?? `${SIMULATOR_PREFIX}/checkout/${encodeURIComponent(order.paymentSessionId)}`, 303);
      } catch (error) {
        if (!(error instanceof SimError)) throw error;
        return reply.status(404).type("text/html; charset=utf-8").send(renderSimNotFoundPage());
      }
    });
  };
