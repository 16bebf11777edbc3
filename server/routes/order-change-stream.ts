import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../app-context";
import { isOrderChange, ORDER_CHANGES_CHANNEL, type OrderChange } from "../modules/orders/order-change-notification";
import { openSseStream } from "../platform/events/sse-stream";

/**
 * Answers a request with a Server-Sent Events stream of the order changes `isTheirs` lets through (`event: order`,
 * data `{ orderId, status, kind }`), with heartbeats. All connections of the process share one LISTEN. `event: ready`
 * says "subscribed: nothing is missed from here, re-read what you show"; it comes first, and again whenever the
 * server's LISTEN was lost and re-established (changes in the gap were not heard).
 */
export async function streamOrderChanges(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  isTheirs: (change: OrderChange) => boolean,
) {
  const stream = openSseStream(request, reply);
  try {
    const unsubscribe = await ctx.events.subscribe(ORDER_CHANGES_CHANNEL, {
      onMessage(change) {
        if (!isOrderChange(change) || !isTheirs(change)) return;
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
}
