import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { grantAdminRequestSchema, grantAdminResponseSchema, platformFeeRequestSchema, platformFeeSchema } from "@domain/schemas/admin-settings";
import type { AppContext } from "../../app-context";
import { grantAdminAccess } from "../../modules/admin/grant-admin";
import { getGlobalFeePercent, setGlobalFeePercent } from "../../modules/admin/platform-fee-setting";
import { requireUser } from "../../plugins/guards";

const tags = ["admin"];
const config = { policy: { audience: "admin", owns: "nothing" } } as const;

/** Settings (the global platform fee) and Admin Tools (grant admin access). */
export const adminSettingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/settings/platform-fee", { config, schema: { tags, summary: "The global platform fee in percent (5 until saved)", response: { 200: platformFeeSchema } } }, async () => ({
      percent: await getGlobalFeePercent(ctx.db),
    }));

    app.put(
      "/settings/platform-fee",
      { config, schema: { tags, summary: "Set the global platform fee (0–100, two decimals); new orders snapshot it", body: platformFeeRequestSchema, response: { 200: platformFeeSchema } } },
      async (request) => ({ percent: await setGlobalFeePercent(ctx, requireUser(request).id, request.body.percent) }),
    );

    app.post(
      "/admins",
      { config, schema: { tags, summary: "Grant admin access to an account by its email", body: grantAdminRequestSchema, response: { 200: grantAdminResponseSchema } } },
      async (request) => grantAdminAccess(ctx, requireUser(request).id, request.body.email),
    );
  };
