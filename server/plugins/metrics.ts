import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../app-context";
import { AppError } from "../errors";
import { timeRequests } from "../platform/metrics/http-metrics";
import { collectProcessMetrics } from "../platform/metrics/process-registry";

declare module "fastify" {
  interface FastifyInstance {
    /** Where the metrics port listens (METRICS_PORT), once the app is ready; null when there is none. */
    metricsAddress(): AddressInfo | null;
  }
}

export const METRICS_PATH = "/metrics";

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics, never public (docs/decisions/0035-readiness-metrics-and-moving-off-pglite.md):
 * - METRICS_PORT: GET /metrics on a port of its own, for a scraper inside the private network (and the token too,
 *   when METRICS_TOKEN is also set);
 * - METRICS_TOKEN alone: GET /metrics on the app's own port, refused (401) without `Authorization: Bearer <token>`.
 * Neither set: no endpoint, and nothing is timed.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  const { port, token } = ctx.config.metrics;
  let server: http.Server | null = null;
  app.decorate("metricsAddress", () => (server?.address() as AddressInfo | null) ?? null);
  if (port === undefined && token === undefined) return;
  collectProcessMetrics();
  timeRequests(app);

  if (token !== undefined && port === undefined) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!hasMetricsToken(request.headers.authorization, token)) throw new AppError("UNAUTHENTICATED", "A metrics token is required.");
      return reply.header("cache-control", "no-store").type(ctx.metrics.contentType).send(await ctx.metrics.scrape());
    });
  }

  if (port !== undefined) {
    server = http.createServer((request, response) => {
      const path = (request.url ?? "").split("?")[0];
      if (request.method !== "GET" || path !== METRICS_PATH) return void response.writeHead(404).end();
      if (token !== undefined && !hasMetricsToken(request.headers.authorization, token)) return void response.writeHead(401).end();
      ctx.metrics.scrape().then(
        (text) => response.writeHead(200, { "content-type": ctx.metrics.contentType, "cache-control": "no-store" }).end(text),
        (error: unknown) => {
          ctx.log.error({ err: error }, "metrics scrape failed");
          response.writeHead(500).end();
        },
      );
    });
    const listening = server;
    app.addHook("onReady", async () => {
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, ctx.config.host, () => resolve());
      });
    });
    app.addHook("onClose", async () => {
      if (!listening.listening) return;
      listening.closeAllConnections();
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    });
  }
}
