import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderStatusSchema } from "@domain/schemas/statuses";
import type { AppContext } from "../../app-context";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { requireUser } from "../../plugins/guards";

const statusChangeSchema = z.object({ id: z.uuid(), status: orderStatusSchema, updatedAt: z.string() });

/** A seller moves its own orders along: only to Processing, Packaging or Ready for Pickup, and only until shipped. */
export const sellerOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      "/orders/:orderId/status",
      {
        config: { policy: { audience: "seller", owns: "order" } },
        schema: {
          tags: ["seller orders"],
          summary: "Set the status of one of the seller's orders (Processing, Packaging or Ready for Pickup)",
          params: z.strictObject({ orderId: z.string().max(100) }),
          body: z.strictObject({ status: orderStatusSchema }),
          response: { 200: statusChangeSchema },
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
