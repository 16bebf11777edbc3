import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderStatusSchema } from "@domain/schemas/statuses";
import type { AppContext } from "../../app-context";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { requireUser } from "../../plugins/guards";

const statusChangeSchema = z.object({ id: z.uuid(), status: orderStatusSchema, updatedAt: z.string() });

/**
 * An administrator sets any order's status (logistics: In Transit, Shipped, Delivered …), with no sequence
 * enforced; only a cancelled order stays cancelled. The admin order screens of the console build on this.
 */
export const adminOrderStatusRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      "/orders/:orderId/status",
      {
        // Administrators may set the status of any order: no ownership to check.
        config: { policy: { audience: "admin", owns: "nothing" } },
        schema: {
          tags: ["admin orders"],
          summary: "Set the status of any order",
          params: z.strictObject({ orderId: z.string().max(100) }),
          body: z.strictObject({ status: orderStatusSchema }),
          response: { 200: statusChangeSchema },
        },
      },
      async (request) => {
        const admin = requireUser(request);
        const { order } = await changeOrderStatus(ctx, {
          orderId: request.params.orderId,
          actor: { id: admin.id, role: "admin" },
          toStatus: request.body.status,
          log: request.log,
        });
        return { id: order.id, status: request.body.status, updatedAt: order.updatedAt.toISOString() };
      },
    );
  };
