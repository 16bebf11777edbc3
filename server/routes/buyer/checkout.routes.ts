import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkoutCreatedSchema, checkoutRequestSchema } from "@domain/schemas/checkout";
import type { AppContext } from "../../app-context";
import { createCheckout } from "../../modules/checkout/create-checkout";
import { requireUser } from "../../plugins/guards";

/** POST /api/buyer/checkouts: price the cart on the server and open the provider's payment for it. */
export const checkoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/checkouts",
      {
        schema: {
          tags: ["buyer"],
          summary: "Create a checkout from cart lines and addresses; answers the payment session to open",
          description:
            "The body holds product ids and quantities, contact, addresses and the payment method only: every price is computed by the server. 422 names a product that is unavailable, under its minimum order or above its stock.",
          body: checkoutRequestSchema,
          response: { 201: checkoutCreatedSchema },
        },
        // Per buyer, counted after the guard has identified them.
        config: {
          policy: { audience: "buyer", owns: "self" },
          rateLimit: { max: 30, timeWindow: "1 minute", hook: "preHandler", keyGenerator: (r) => r.currentUser?.id ?? r.ip },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const created = await createCheckout(ctx, { id: user.id, email: user.email }, request.body);
        return reply.status(201).send(created);
      },
    );
  };
