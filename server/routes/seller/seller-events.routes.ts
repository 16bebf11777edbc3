import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { isOrderChange, ORDER_CHANGES_CHANNEL } from "../../modules/orders/order-change-notification";
import { openSseStream } from "../../platform/events/sse-stream";
import { requireUser } from "../../plugins/guards";

/**
 * GET /api/seller/events: a Server-Sent Events stream of the seller's own orders: new ones and changes made by anyone
 * (`event: order`, data `{ orderId, status, kind }`, domain/schemas/seller-orders.ts), with heartbeats. `event: ready`
 * comes first and again whenever the server's LISTEN was re-established: re-read what is shown.
 */
export const sellerEventsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/events",
      {
        config: { policy: { audience: "seller", owns: "self" } },
        schema: { tags: ["seller orders"], summary: "Live changes to the seller's orders (text/event-stream)" },
      },
      async (request, reply) => {
        const sellerId = requireUser(request).id;
        const stream = openSseStream(request, reply);
        try {
          const unsubscribe = await ctx.events.subscribe(ORDER_CHANGES_CHANNEL, {
            onMessage(change) {
              if (!isOrderChange(change) || change.sellerId !== sellerId) return;
              stream.send("order", { orderId: change.orderId, status: change.status, kind: change.kind });
            },
            onResync: () => stream.send("ready", {}),
            onClose: () => stream.end(),
          });
          stream.onClose(unsubscribe);
          stream.send("ready", {});
        } catch (error) {
          request.log.error({ err: error }, "could not subscribe to order changes");
          stream.end();
        }
      },
    );
  };
