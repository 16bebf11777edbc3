import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productIdParamsSchema } from "@domain/schemas/catalog";
import { deliveryEstimateAnswerSchema, deliveryEstimateQuerySchema } from "@domain/schemas/freight";
import type { AppContext } from "../../app-context";
import { buyerDefaultPinCode } from "../../modules/freight/delivery-terms";
import { productDeliveryEstimate } from "../../modules/freight/product-delivery-estimate";
import { loadCurrentUser } from "../../plugins/guards";

/** GET /api/public/products/:id/delivery-estimate: the product page's "Delivery to PIN code". */
export const deliveryEstimateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/products/:id/delivery-estimate",
      {
        config: { policy: { audience: "public" }, rateLimit: { max: 60, timeWindow: "1 minute" } },
        schema: {
          tags: ["catalogue"],
          summary:
            "Freight for the minimum order quantity and the delivery window to a PIN code (422 PIN_CODE_NOT_FOUND when India Post's directory does not list it); without `pin`, a signed-in buyer's default address, else { estimate: null }",
          params: productIdParamsSchema,
          querystring: deliveryEstimateQuerySchema,
          response: { 200: deliveryEstimateAnswerSchema },
        },
      },
      async (request, reply) => {
        // Answers depend on the PIN code and, without one, on who asks: never cached by anyone else.
        reply.header("cache-control", "private, no-store");
        let pinCode = request.query.pin ?? null;
        if (!pinCode) {
          const user = await loadCurrentUser(ctx, request);
          if (user?.accountType === "buyer") pinCode = await buyerDefaultPinCode(ctx.db, user.id);
        }
        return { estimate: pinCode ? await productDeliveryEstimate(ctx.db, request.params.id, pinCode) : null };
      },
    );
  };
