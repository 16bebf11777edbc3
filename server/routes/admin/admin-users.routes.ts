import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminUserChangeSchema, adminUserDeletionSchema, adminUserListSchema, adminUserQuerySchema, adminUserSchema } from "@domain/schemas/admin-users";
import type { AppContext } from "../../app-context";
import { changeAdminUser, listAdminUsers } from "../../modules/admin/admin-users";
import { deleteAdminUser } from "../../modules/admin/delete-user";
import { requireUser } from "../../plugins/guards";

const tags = ["admin"];
const config = { policy: { audience: "admin", owns: "nothing" } } as const;

/** Users: every account, searchable, and the admin's changes to one (role, active, verified, details, own fee), or its deletion. */
export const adminUsersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/users",
      { config, schema: { tags, summary: "Every account, newest first, searchable and filterable", querystring: adminUserQuerySchema, response: { 200: adminUserListSchema } } },
      async (request) => listAdminUsers(ctx.db, request.query),
    );

    app.patch(
      "/users/:userId",
      {
        config,
        schema: {
          tags,
          summary: "Change one thing of an account: role, active, verified, company details or its platform fee (audited)",
          description: "A role change or deactivation ends the account's sessions. Refused for yourself (422 SELF_CHANGE_REFUSED) and for the last admin (422 LAST_ADMIN).",
          params: z.strictObject({ userId: z.uuid() }),
          body: adminUserChangeSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => changeAdminUser(ctx, requireUser(request).id, request.params.userId, request.body),
    );

    app.delete(
      "/users/:userId",
      {
        config,
        schema: {
          tags,
          summary: "Delete an account, keeping the books (audited)",
          description:
            "An account with orders, checkouts, subscriptions or invoices is anonymised: its login, sessions and personal data go, the records stay. One with none is removed. Refused for yourself (422 SELF_CHANGE_REFUSED) and for the last admin (422 LAST_ADMIN).",
          params: z.strictObject({ userId: z.string().max(100) }),
          response: { 200: adminUserDeletionSchema },
        },
      },
      async (request) => deleteAdminUser(ctx, requireUser(request).id, request.params.userId),
    );
  };
