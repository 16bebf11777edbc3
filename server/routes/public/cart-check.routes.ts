import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cartCheckRequestSchema, cartCheckResponseSchema } from "@domain/schemas/checkout";
import type { AppContext } from "../../app-context";
import { checkCart } from "../../modules/checkout/check-cart";
import { buyerDefaultPinCode } from "../../modules/freight/delivery-terms";
import { loadCurrentUser } from "../../plugins/guards";

/**
 * POST /api/public/cart/check: current price, stock and availability of cart lines (public catalogue data only), and
 * freight and delivery windows for a delivery PIN code (the one sent, else a signed-in buyer's default address).
 */
export const cartCheckRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/cart/check",
      {
        schema: {
          tags: ["public"],
          summary:
            "Check cart lines against the catalogue: availability, stock, minimum order and the unit price now; each seller's freight rule and delivery window for the delivery PIN code",
          body: cartCheckRequestSchema,
          response: { 200: cartCheckResponseSchema },
        },
        config: { policy: { audience: "public" }, rateLimit: { max: 120, timeWindow: "1 minute" } },
      },
      async (request) => {
        let pinCode = request.body.deliveryPinCode ?? null;
        if (!pinCode) {
          const user = await loadCurrentUser(ctx, request);
          if (user?.accountType === "buyer") pinCode = await buyerDefaultPinCode(ctx.db, user.id);
        }
        return checkCart(ctx, request.body.lines, pinCode);
      },
    );
  };
