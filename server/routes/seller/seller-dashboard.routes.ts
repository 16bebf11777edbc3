import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sellerDashboardSchema } from "@domain/schemas/seller-products";
import type { AppContext } from "../../app-context";
import { getSellerDashboard } from "../../modules/seller-catalog/seller-dashboard";
import { requireUser } from "../../plugins/guards";

/** GET /api/seller/dashboard: the seller home page in one request. */
export const sellerDashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/dashboard",
      {
        config: { policy: { audience: "seller", owns: "self" } },
        schema: {
          tags: ["seller dashboard"],
          summary: "The seller's home: welcome, verification, plan, counts of products, orders, pending returns and pending orders, 5 newest products",
          response: { 200: sellerDashboardSchema },
        },
      },
      async (request) => getSellerDashboard(ctx.db, requireUser(request).id),
    );
  };
