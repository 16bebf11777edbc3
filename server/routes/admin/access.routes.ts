import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";

/**
 * Whether the admin console may open for this session. The admin guard has already answered 401, 403 FORBIDDEN or
 * 403 TWO_FACTOR_REQUIRED; the web guard asks here before showing the console and sends an admin without a second
 * factor to enrol.
 */
export const adminAccessRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/access",
      {
        config: { policy: { audience: "admin", owns: "nothing" } },
        schema: {
          tags: ["admin"],
          summary: "Check that the signed-in user may use the admin console",
          response: { 200: z.object({ access: z.literal("granted") }) },
        },
      },
      async () => ({ access: "granted" as const }),
    );
  };
