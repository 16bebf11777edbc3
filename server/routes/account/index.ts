import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { applyGuard } from "../../plugins/guards";
import { meRoutes } from "./me.routes";
import { twoFactorRoutes } from "./two-factor.routes";

/** Mounted at /api/account; every route here passes the account guard. */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    applyGuard(app, ctx, "signed-in");
    await app.register(meRoutes(ctx));
    await app.register(twoFactorRoutes(ctx));
  };
