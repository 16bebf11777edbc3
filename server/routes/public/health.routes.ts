import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";

const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), database: z.enum(["ok", "down"]) });

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/health",
      {
        config: { policy: { audience: "public" } },
        schema: { tags: ["public"], summary: "Liveness and database check", response: { 200: healthSchema, 503: healthSchema } },
      },
      async (request, reply) => {
        try {
          await ctx.database.ping();
          return { status: "ok" as const, database: "ok" as const };
        } catch (error) {
          request.log.warn({ err: error }, "health check: database unreachable");
          return reply.status(503).send({ status: "degraded", database: "down" });
        }
      },
    );
  };
