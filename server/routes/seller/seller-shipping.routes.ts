import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sellerShippingInputSchema, sellerShippingSchema } from "@domain/schemas/freight";
import type { AppContext } from "../../app-context";
import { getSellerShipping, updateSellerShipping } from "../../modules/freight/seller-shipping";
import { requireUser } from "../../plugins/guards";

const tags = ["seller settings"];
const config = { policy: { audience: "seller", owns: "self" } } as const;

/** Settings → Shipping: freight by zone, default dispatch days, the PIN code goods leave from. */
export const sellerShippingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/shipping",
      { config, schema: { tags, summary: "The seller's freight rules by zone and default dispatch days (the platform's defaults until saved)", response: { 200: sellerShippingSchema } } },
      async (request) => getSellerShipping(ctx.db, requireUser(request).id),
    );

    app.put(
      "/shipping",
      {
        config,
        schema: {
          tags,
          summary:
            "Set freight per zone (flat per order or per unit, optionally free above a goods value), default dispatch days and the dispatch PIN code (422 PIN_CODE_NOT_FOUND when India Post's directory does not list it)",
          body: sellerShippingInputSchema,
          response: { 200: sellerShippingSchema },
        },
      },
      async (request) => updateSellerShipping(ctx.db, requireUser(request).id, request.body),
    );
  };
