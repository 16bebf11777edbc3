import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createReturnRequestSchema, returnRequestSchema } from "@domain/schemas/order-returns";
import type { AppContext } from "../../app-context";
import { requestReturn } from "../../modules/returns/request-return";
import { requireUser } from "../../plugins/guards";

export const buyerReturnsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/orders/:orderId/returns",
      {
        config: { policy: { audience: "buyer", owns: "order" } },
        schema: {
          tags: ["buyer orders"],
          summary: "Request a return or exchange of one item of a delivered order (once per item)",
          params: z.strictObject({ orderId: z.string().max(100) }),
          body: createReturnRequestSchema,
          response: { 201: returnRequestSchema },
        },
      },
      async (request, reply) => {
        const created = await requestReturn(ctx, {
          ...request.body,
          buyerId: requireUser(request).id,
          orderId: request.params.orderId,
        });
        return reply.status(201).send(created);
      },
    );
  };
