import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { payoutQueryInputSchema, payoutQuerySchema, sellerPayoutListQuerySchema, sellerPayoutListSchema } from "@domain/schemas/seller-payouts";
import type { AppContext } from "../../app-context";
import { listSellerPayouts } from "../../modules/payouts/list-seller-payouts";
import { raisePayoutQuery } from "../../modules/payouts/raise-payout-query";
import { requireUser } from "../../plugins/guards";

/** What the seller is paid for its delivered orders, and its questions about it. */
export const sellerPayoutsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/payouts",
      {
        config: { policy: { audience: "seller", owns: "self" } },
        schema: {
          tags: ["seller payouts"],
          summary: "Payout summary and the order-wise payouts of the seller's delivered orders",
          querystring: sellerPayoutListQuerySchema,
          response: { 200: sellerPayoutListSchema },
        },
      },
      async (request) => listSellerPayouts(ctx.db, { sellerId: requireUser(request).id, ...request.query }),
    );

    app.post(
      "/payouts/:orderId/queries",
      {
        config: { policy: { audience: "seller", owns: "order" } },
        schema: {
          tags: ["seller payouts"],
          summary: "Raise a query about the payout of a delivered order (one open query per order)",
          params: z.strictObject({ orderId: z.string().max(100) }),
          body: payoutQueryInputSchema,
          response: { 201: payoutQuerySchema },
        },
      },
      async (request, reply) => {
        const query = await raisePayoutQuery(ctx.db, { sellerId: requireUser(request).id, orderId: request.params.orderId, ...request.body });
        return reply.code(201).send(query);
      },
    );
  };
