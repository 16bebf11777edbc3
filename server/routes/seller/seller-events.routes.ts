import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../plugins/guards";
import { streamOrderChanges } from "../order-change-stream";

/**
 * GET /api/seller/events: live changes to the seller's own orders, new ones and changes made by anyone (a buyer's
 * return request included); the data shape is in domain/schemas/seller-orders.ts.
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
        await streamOrderChanges(ctx, request, reply, (change) => change.sellerId === sellerId);
      },
    );
  };
