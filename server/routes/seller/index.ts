import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { applyGuard } from "../../plugins/guards";
import { sellerOrdersRoutes } from "./seller-orders.routes";

/** Mounted at /api/seller; every route here passes the seller guard. */
export const sellerRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    applyGuard(app, ctx, "seller");
    await app.register(sellerOrdersRoutes(ctx));
  };
