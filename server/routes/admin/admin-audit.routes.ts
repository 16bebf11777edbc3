import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditLogQuerySchema, auditLogSchema } from "@domain/schemas/admin-audit";
import type { AppContext } from "../../app-context";
import { listAuditLog } from "../../modules/admin/audit-log-list";

/** The audit log of admin actions, newest first. */
export const adminAuditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/audit-log",
      {
        config: { policy: { audience: "admin", owns: "nothing" } },
        schema: { tags: ["admin"], summary: "Admin actions, newest first, by admin, action or entity", querystring: auditLogQuerySchema, response: { 200: auditLogSchema } },
      },
      async (request) => listAuditLog(ctx.db, request.query),
    );
  };
