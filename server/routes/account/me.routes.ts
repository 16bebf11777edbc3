import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentAccountSchema } from "@domain/schemas/account";
import type { AppContext } from "../../app-context";
import { getCurrentAccount } from "../../modules/users/current-account";
import { requireUser } from "../../plugins/guards";

export const meRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/me",
      {
        config: { policy: { audience: "signed-in", owns: "self" } },
        schema: {
          tags: ["accounts"],
          summary: "The signed-in user with profile, current plan name and flags",
          response: { 200: currentAccountSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return getCurrentAccount(ctx.db, requireUser(request));
      },
    );
  };
