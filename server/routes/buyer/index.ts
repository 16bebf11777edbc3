import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { applyGuard } from "../../plugins/guards";
import { buyerAddressesRoutes } from "./buyer-addresses.routes";
import { buyerCartRoutes } from "./buyer-cart.routes";
import { buyerDashboardRoutes } from "./buyer-dashboard.routes";
import { buyerReviewsRoutes } from "./buyer-reviews.routes";
import { checkoutRoutes } from "./checkout.routes";

/** Mounted at /api/buyer; every route here passes the buyer guard. */
export const buyerRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    applyGuard(app, ctx, "buyer");
    await app.register(buyerDashboardRoutes(ctx));
    await app.register(checkoutRoutes(ctx));
    await app.register(buyerCartRoutes(ctx));
    await app.register(buyerAddressesRoutes(ctx));
    await app.register(buyerReviewsRoutes(ctx));
  };
