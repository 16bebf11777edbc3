import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { AppError } from "../../errors";

const readySchema = z.object({
  status: z.literal("ready"),
  database: z.literal("ok"),
  migrations: z.literal("ok"),
  redis: z.literal("ok").optional(),
});

/**
 * GET /api/ready: readiness, for a load balancer or an orchestrator (GET /api/health stays liveness). 503
 * SERVICE_UNAVAILABLE, with what is wrong in `details`, until the database answers with every bundled migration
 * applied (and Redis answers, when REDIS_URL is set), and from SIGTERM on while the process drains.
 */
export const readyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/ready",
      {
        config: { policy: { audience: "public" } },
        schema: { tags: ["public"], summary: "Readiness: 200 when this process should receive requests, else 503 SERVICE_UNAVAILABLE", response: { 200: readySchema } },
      },
      async (request, reply) => {
        const report = await ctx.readiness.report();
        reply.header("cache-control", "no-store");
        if (!report.ready) {
          const { ready: _ready, ...details } = report;
          if (!report.draining) request.log.warn({ readiness: details }, "not ready");
          throw new AppError("SERVICE_UNAVAILABLE", report.draining ? "This process is shutting down." : "This process is not ready yet.", details);
        }
        return { status: "ready" as const, database: "ok" as const, migrations: "ok" as const, ...(report.redis ? { redis: "ok" as const } : {}) };
      },
    );
  };
