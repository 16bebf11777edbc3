import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { isOrderChange, ORDER_CHANGES_CHANNEL } from "../../modules/orders/order-change-notification";
import { openSseStream } from "../../platform/events/sse-stream";
import { requireUser } from "../../plugins/guards";

/**
 * GET /api/buyer/events: a Server-Sent Events stream of the buyer's own order changes (`event: order`, data
 * `{ orderId, status, kind }`), with heartbeats. All connections of the process share one LISTEN. `event: ready` says
 * "subscribed: nothing is missed from here, re-read what you show"; it comes first, and again whenever the server's
 * LISTEN was lost and re-established (changes in the gap were not heard).
 */
export const buyerEventsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/events",
      {
        config: { policy: { audience: "buyer", owns: "self" } },
        schema: { tags: ["buyer orders"], summary: "Live changes to the buyer's orders (text/event-stream)" },
      },
      async (request, reply) => {
        const buyerId = requireUser(request).id;
        const stream = openSseStream(request, reply);
        try {
          const unsubscribe = await ctx.events.subscribe(ORDER_CHANGES_CHANNEL, {
            onMessage(change) {
              if (!isOrderChange(change) || change.buyerId !== buyerId) return;
              stream.send("order", { orderId: change.orderId, status: change.status, kind: change.kind });
            },
            onResync: () => stream.send("ready", {}),
            onClose: () => stream.end(),
          });
          stream.onClose(unsubscribe);
          // Subscribed: from here on no change is missed (the browser refetches on "ready" after a reconnect).
          stream.send("ready", {});
        } catch (error) {
          request.log.error({ err: error }, "could not subscribe to order changes");
          stream.end();
        }
      },
    );
  };
