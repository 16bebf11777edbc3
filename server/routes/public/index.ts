import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { requireAudience } from "../../plugins/route-policy";
import { catalogRoutes } from "./catalog.routes";
import { cartCheckRoutes } from "./cart-check.routes";
import { deliveryEstimateRoutes } from "./delivery-estimate.routes";
import { plansRoutes } from "./plans.routes";
import { productReviewsRoutes } from "./product-reviews.routes";
import { registrationRoutes } from "./registration.routes";
import { siteInfoRoutes } from "./site-info.routes";

/** Routes anyone may call; mounted at /api/public (health at /api/health). */
export const publicRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    requireAudience(app, "public");
    await app.register(catalogRoutes(ctx));
    await app.register(productReviewsRoutes(ctx));
    await app.register(cartCheckRoutes(ctx));
    await app.register(deliveryEstimateRoutes(ctx));
    await app.register(registrationRoutes(ctx));
    await app.register(plansRoutes(ctx));
    await app.register(siteInfoRoutes(ctx));
  };
