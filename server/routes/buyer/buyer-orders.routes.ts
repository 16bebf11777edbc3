import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  buyerOrderDetailSchema,
  buyerOrderListQuerySchema,
  buyerOrderListSchema,
  buyerOrderSummarySchema,
} from "@domain/schemas/buyer-orders";
import type { AppContext } from "../../app-context";
import { getBuyerOrderSummary } from "../../modules/orders/buyer-order-summary";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { getBuyerOrder } from "../../modules/orders/get-buyer-order";
import { listBuyerOrders } from "../../modules/orders/list-buyer-orders";
import { requireUser } from "../../plugins/guards";

const orderParams = z.strictObject({ orderId: z.string().max(100) });
const tags = ["buyer orders"];
const ownOrders = { policy: { audience: "buyer", owns: "self" } } as const;
const ownOrder = { policy: { audience: "buyer", owns: "order" } } as const;

/** The signed-in buyer's own orders: every query is filtered by buyer id, so another's order is simply not found. */
export const buyerOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/orders/summary",
      { config: ownOrders, schema: { tags, summary: "Order counts by status, total spent and the 4 newest orders", response: { 200: buyerOrderSummarySchema } } },
      async (request) => getBuyerOrderSummary(ctx.db, requireUser(request).id),
    );

    app.get(
      "/orders",
      { config: ownOrders, schema: { tags, summary: "The buyer's orders, newest first (keyset pages)", querystring: buyerOrderListQuerySchema, response: { 200: buyerOrderListSchema } } },
      async (request) => listBuyerOrders(ctx.db, { buyerId: requireUser(request).id, ...request.query }),
    );

    app.get(
      "/orders/:orderId",
      { config: ownOrder, schema: { tags, summary: "One of the buyer's orders with items, addresses, payment, history and refund", params: orderParams, response: { 200: buyerOrderDetailSchema } } },
      async (request) => getBuyerOrder(ctx.db, requireUser(request).id, request.params.orderId),
    );

    app.post(
      "/orders/:orderId/cancel",
      {
        config: ownOrder,
        schema: {
          tags,
          summary: "Cancel an order while Pending or Processing: stock goes back and what was paid online is refunded",
          params: orderParams,
          response: { 200: buyerOrderDetailSchema },
        },
      },
      async (request) => {
        const buyer = requireUser(request);
        await changeOrderStatus(ctx, {
          orderId: request.params.orderId,
          actor: { id: buyer.id, role: "buyer" },
          toStatus: "Cancelled",
          note: "Cancelled by the buyer",
          log: request.log,
        });
        return getBuyerOrder(ctx.db, buyer.id, request.params.orderId);
      },
    );
  };
