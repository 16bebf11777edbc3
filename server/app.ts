import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { registerEmailDelivery } from "./platform/email/email-delivery";
import { createNotificationHub } from "./platform/events/notification-hub";
import { createDrainState } from "./platform/lifecycle/drain-state";
import { createReadiness } from "./platform/lifecycle/readiness";
import { createAppMetrics } from "./platform/metrics/app-metrics";
import { createPaymentGateway, SIMULATOR_PREFIX } from "./platform/payments/payment-gateway";
import { simulatorRoutes } from "./platform/payments/simulator";
import { createStorage } from "./platform/storage/create-storage";
import { createAuth, mountAuth } from "./plugins/auth";
import { refuseControlCharacters } from "./plugins/control-characters";
import { registerBodyLimits } from "./plugins/body-limits";
import { closeConnectionsWhileDraining } from "./plugins/draining";
import { registerMetrics } from "./plugins/metrics";
import { registerErrorHandler, registerNotFoundHandler } from "./plugins/error-handler";
import { registerJsonBodyParser } from "./plugins/json-body";
import { registerOpenApi } from "./plugins/openapi";
import { documentErrorResponses } from "./plugins/openapi-errors";
import { registerRateLimits } from "./plugins/rate-limits";
import { enforceRoutePolicies } from "./plugins/route-policy";
import { registerSecurity } from "./plugins/security";
import { registerBackgroundJobs } from "./plugins/background-jobs";
import { registerStaticWeb, type WebRenderer } from "./plugins/static-web";
import { sitemapRoutes } from "./routes/site/sitemap.routes";
import { resolvePage } from "./web-pages/resolve-page";
import { accountRoutes } from "./routes/account";
import { reviewsRoutes } from "./routes/reviews";
import { adminRoutes } from "./routes/admin";
import { buyerRoutes } from "./routes/buyer";
import { devMailboxRoutes } from "./routes/dev/mailbox.routes";
import { mediaRoutes } from "./routes/media/media.routes";
import { paymentsRoutes } from "./routes/payments";
import { healthRoutes } from "./routes/public/health.routes";
import { readyRoutes } from "./routes/public/ready.routes";
import { publicRoutes } from "./routes/public";
import { sellerRoutes } from "./routes/seller";
import { serverOptions } from "./server-options";

export type BuildAppOptions = {
  /** An already migrated database; the app closes it when it closes. */
  database: DatabaseHandle;
  /** The public pages' server renderer; by default the one built into dist/ssr beside the web app, if any. */
  webRenderer?: WebRenderer;
};

export async function buildApp(config: Config, { database, webRenderer }: BuildAppOptions) {
  const app = Fastify(serverOptions(config)).withTypeProvider<ZodTypeProvider>();

  const drain = createDrainState();
  const ctx: AppContext = {
    config,
    db: database.db,
    database,
    auth: createAuth(config, database.db),
    payments: createPaymentGateway(config, app),
    storage: await createStorage(config.storage),
    events: createNotificationHub(database),
    log: app.log,
    drain,
    readiness: createReadiness({ db: database.db, database, drain, redisUrl: config.rateLimits.redisUrl }),
    metrics: createAppMetrics(database.db, database),
  };
  // Before the server stops: end the open event streams (they would hold it open) and release their LISTEN.
  app.addHook("preClose", async () => ctx.events.close());
  app.addHook("onClose", async () => database.close());
  app.addHook("onClose", async () => ctx.readiness.close());

  // First, so that every route registered below is checked for a declared policy.
  enforceRoutePolicies(app);
  closeConnectionsWhileDraining(app, drain);
  documentErrorResponses(app);
  registerBodyLimits(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  refuseControlCharacters(app);
  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await registerRateLimits(app, config);
  registerNotFoundHandler(app);
  await registerOpenApi(app);
  registerMetrics(app, ctx);

  mountAuth(app, ctx.auth, config);
  await app.register(healthRoutes(ctx), { prefix: "/api" });
  await app.register(readyRoutes(ctx), { prefix: "/api" });
  await app.register(publicRoutes(ctx), { prefix: "/api/public" });
  await app.register(accountRoutes(ctx), { prefix: "/api/account" });
  await app.register(reviewsRoutes(ctx), { prefix: "/api/reviews" });
  await app.register(buyerRoutes(ctx), { prefix: "/api/buyer" });
  await app.register(sellerRoutes(ctx), { prefix: "/api/seller" });
  await app.register(adminRoutes(ctx), { prefix: "/api/admin" });
  await app.register(paymentsRoutes(ctx), { prefix: "/api/payments" });
  if (config.mail.devMailbox) await app.register(devMailboxRoutes(ctx), { prefix: "/api/dev" });
  await app.register(mediaRoutes(ctx));
  registerEmailDelivery(app, ctx);
  registerBackgroundJobs(app, ctx);
  if (config.cashfree.env === "simulator") await app.register(simulatorRoutes(ctx), { prefix: SIMULATOR_PREFIX });
  await app.register(sitemapRoutes(ctx));
  if (config.serveWeb) await registerStaticWeb(app, (pathname, search) => resolvePage(ctx, pathname, search), config.webDistDir, webRenderer);

  return Object.assign(app, { ctx });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
