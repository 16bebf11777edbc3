import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { disableTwoFactorRequestSchema } from "@domain/schemas/account";
import type { AppContext } from "../../app-context";
import { disableTwoFactor } from "../../modules/users/two-factor";
import { toFetchHeaders } from "../../plugins/auth";
import { requireUser } from "../../plugins/guards";

/**
 * Enrolment goes straight to better-auth (/api/auth/two-factor/enable, then verify-totp); switching it off is ours,
 * because better-auth's endpoint asks only for the password and we want the second factor too.
 */
export const twoFactorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/two-factor/disable",
      {
        config: {
          policy: { audience: "signed-in", owns: "self" },
          rateLimit: { max: 5, timeWindow: "5 minutes", keyGenerator: (request) => request.currentUser?.id ?? request.ip },
        },
        schema: {
          tags: ["accounts"],
          summary: "Turn two-factor sign-in off with the password and a current code or backup code",
          body: disableTwoFactorRequestSchema,
          response: { 200: z.object({ twoFactorEnabled: z.literal(false) }) },
        },
      },
      async (request, reply) => {
        const cookies = await disableTwoFactor(ctx, requireUser(request), toFetchHeaders(request), request.body);
        if (cookies.length) reply.header("set-cookie", cookies);
        return { twoFactorEnabled: false as const };
      },
    );
  };
