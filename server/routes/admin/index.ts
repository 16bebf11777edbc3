import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { applyGuard } from "../../plugins/guards";
import { adminAccessRoutes } from "./access.routes";
import { adminOrderStatusRoutes } from "./admin-order-status.routes";

/** Mounted at /api/admin; every route here passes the admin guard. */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    applyGuard(app, ctx, "admin");
    await app.register(adminAccessRoutes(ctx));
    await app.register(adminOrderStatusRoutes(ctx));
  };
