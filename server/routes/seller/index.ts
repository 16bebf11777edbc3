import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { applyGuard } from "../../plugins/guards";
import { sellerDashboardRoutes } from "./seller-dashboard.routes";
import { sellerDocumentsRoutes } from "./seller-documents.routes";
import { sellerEventsRoutes } from "./seller-events.routes";
import { sellerNegotiationRoutes } from "./seller-negotiation.routes";
import { sellerOrdersRoutes } from "./seller-orders.routes";
import { sellerProductCsvRoutes } from "./seller-product-csv.routes";
import { sellerProductMediaRoutes } from "./seller-product-media.routes";
import { sellerPayoutsRoutes } from "./seller-payouts.routes";
import { sellerProductsRoutes } from "./seller-products.routes";
import { sellerProfileRoutes } from "./seller-profile.routes";
import { sellerReturnsRoutes } from "./seller-returns.routes";
import { sellerReviewsRoutes } from "./seller-reviews.routes";
import { sellerShippingRoutes } from "./seller-shipping.routes";
import { sellerStatementsRoutes } from "./seller-statements.routes";
import { sellerSubscriptionRoutes } from "./seller-subscription.routes";

/** Mounted at /api/seller; every route here passes the seller guard. */
export const sellerRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    applyGuard(app, ctx, "seller");
    await app.register(sellerDashboardRoutes(ctx));
    await app.register(sellerProductsRoutes(ctx));
    await app.register(sellerProductCsvRoutes(ctx));
    await app.register(sellerProductMediaRoutes(ctx));
    await app.register(sellerOrdersRoutes(ctx));
    await app.register(sellerEventsRoutes(ctx));
    await app.register(sellerReturnsRoutes(ctx));
    await app.register(sellerPayoutsRoutes(ctx));
    await app.register(sellerStatementsRoutes(ctx));
    await app.register(sellerProfileRoutes(ctx));
    await app.register(sellerShippingRoutes(ctx));
    await app.register(sellerDocumentsRoutes(ctx));
    await app.register(sellerSubscriptionRoutes(ctx));
    await app.register(sellerNegotiationRoutes(ctx));
    await app.register(sellerReviewsRoutes(ctx));
  };
