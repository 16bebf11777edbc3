import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteInfoSchema } from "@domain/schemas/site-info";
import type { AppContext } from "../../app-context";

/** Configuration changes only with a restart: browsers and proxies may keep the answer for an hour. */
export const SITE_INFO_CACHE_CONTROL = "public, max-age=3600";

/** The operator's legal name, registered address, support contact and grievance officer, for the legal pages. */
export const siteInfoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/site-info",
      {
        config: { policy: { audience: "public" } },
        schema: {
          tags: ["public"],
          summary: "The operator of the marketplace as its legal pages name it (from configuration)",
          response: { 200: siteInfoSchema },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", SITE_INFO_CACHE_CONTROL);
        return ctx.config.operator;
      },
    );
  };
