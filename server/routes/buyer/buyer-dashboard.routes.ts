import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { buyerEventsRoutes } from "./buyer-events.routes";
import { buyerNegotiationRoutes } from "./buyer-negotiation.routes";
import { buyerOrdersRoutes } from "./buyer-orders.routes";
import { buyerProfileRoutes } from "./buyer-profile.routes";
import { buyerReturnsRoutes } from "./buyer-returns.routes";
import { buyerWishlistRoutes } from "./buyer-wishlist.routes";

/** The buyer dashboard's API: orders (with cancellation and returns), live events, profile, wishlist, enquiries and requirements. */
export const buyerDashboardRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(buyerOrdersRoutes(ctx));
    await app.register(buyerReturnsRoutes(ctx));
    await app.register(buyerEventsRoutes(ctx));
    await app.register(buyerProfileRoutes(ctx));
    await app.register(buyerWishlistRoutes(ctx));
    await app.register(buyerNegotiationRoutes(ctx));
  };
