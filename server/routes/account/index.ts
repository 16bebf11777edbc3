import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { applyGuard } from "../../plugins/guards";
import { requireAudience } from "../../plugins/route-policy";
import { languageRoutes } from "./language.routes";
import { meRoutes } from "./me.routes";
import { twoFactorRoutes } from "./two-factor.routes";

/**
 * Mounted at /api/account. Every route here passes the account guard, except the language switch, which visitors
 * use too (it keeps their choice in a cookie) and which writes to the account only when a session comes with it.
 */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(async (anyone) => {
      requireAudience(anyone, "public");
      await anyone.register(languageRoutes(ctx));
    });
    await app.register(async (signedIn) => {
      applyGuard(signedIn, ctx, "signed-in");
      await signedIn.register(meRoutes(ctx));
      await signedIn.register(twoFactorRoutes(ctx));
    });
  };
