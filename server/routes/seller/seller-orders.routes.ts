import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  sellerOrderListQuerySchema,
  sellerOrderListSchema,
  sellerOrderStatusChangeSchema,
  sellerOrderStatusInputSchema,
} from "@domain/schemas/seller-orders";
import type { AppContext } from "../../app-context";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { listSellerOrders } from "../../modules/orders/list-seller-orders";
import { requireUser } from "../../plugins/guards";

/** A seller lists its orders and moves them along: only to Processing, Packaging or Ready for Pickup, and only until shipped. */
export const sellerOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/orders",
      {
        config: { policy: { audience: "seller", owns: "self" } },
        schema: {
          tags: ["seller orders"],
          summary: "The seller's own orders, newest first, with items, buyer, shipping address and payment",
          querystring: sellerOrderListQuerySchema,
          response: { 200: sellerOrderListSchema },
        },
      },
      async (request) => listSellerOrders(ctx.db, { sellerId: requireUser(request).id, ...request.query }),
    );

    app.patch(
      "/orders/:orderId/status",
      {
        config: { policy: { audience: "seller", owns: "order" } },
        schema: {
          tags: ["seller orders"],
          summary: "Set the status of one of the seller's orders (Processing, Packaging or Ready for Pickup)",
          params: z.strictObject({ orderId: z.string().max(100) }),
          body: sellerOrderStatusInputSchema,
          response: { 200: sellerOrderStatusChangeSchema },
        },
      },
      async (request) => {
        const seller = requireUser(request);
        const { order } = await changeOrderStatus(ctx, {
          orderId: request.params.orderId,
          actor: { id: seller.id, role: "seller" },
          toStatus: request.body.status,
          log: request.log,
        });
        return { id: order.id, status: request.body.status, updatedAt: order.updatedAt.toISOString() };
      },
    );
  };
