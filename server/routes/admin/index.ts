import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { applyGuard } from "../../plugins/guards";
import { adminAccessRoutes } from "./access.routes";
import { adminAuditRoutes } from "./admin-audit.routes";
import { adminOrdersRoutes } from "./admin-orders.routes";
import { adminOverviewRoutes } from "./admin-overview.routes";
import { adminPayoutsRoutes } from "./admin-payouts.routes";
import { adminProductsRoutes } from "./admin-products.routes";
import { adminReturnsRoutes } from "./admin-returns.routes";
import { adminReviewsRoutes } from "./admin-reviews.routes";
import { adminSettingsRoutes } from "./admin-settings.routes";
import { adminSubscriptionsRoutes } from "./admin-subscriptions.routes";
import { adminTaxReportsRoutes } from "./admin-tax-reports.routes";
import { adminThreadsRoutes } from "./admin-threads.routes";
import { adminUsersRoutes } from "./admin-users.routes";

/** Mounted at /api/admin; every route here passes the admin guard. */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    applyGuard(app, ctx, "admin");
    await app.register(adminAccessRoutes(ctx));
    await app.register(adminOrdersRoutes(ctx));
    await app.register(adminProductsRoutes(ctx));
    await app.register(adminPayoutsRoutes(ctx));
    await app.register(adminTaxReportsRoutes(ctx));
    await app.register(adminReturnsRoutes(ctx));
    await app.register(adminSubscriptionsRoutes(ctx));
    await app.register(adminOverviewRoutes(ctx));
    await app.register(adminUsersRoutes(ctx));
    await app.register(adminSettingsRoutes(ctx));
    await app.register(adminAuditRoutes(ctx));
    await app.register(adminThreadsRoutes(ctx));
    await app.register(adminReviewsRoutes(ctx));
  };
