import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cartCheckRequestSchema, cartCheckResponseSchema } from "@domain/schemas/checkout";
import type { AppContext } from "../../app-context";
import { checkCart } from "../../modules/checkout/check-cart";

/** POST /api/public/cart/check: current price, stock and availability of cart lines (public catalogue data only). */
export const cartCheckRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/cart/check",
      {
        schema: {
          tags: ["public"],
          summary: "Check cart lines against the catalogue: availability, stock, minimum order and the unit price now",
          body: cartCheckRequestSchema,
          response: { 200: cartCheckResponseSchema },
        },
        config: { policy: { audience: "public" }, rateLimit: { max: 120, timeWindow: "1 minute" } },
      },
      async (request) => checkCart(ctx, request.body.lines),
    );
  };
