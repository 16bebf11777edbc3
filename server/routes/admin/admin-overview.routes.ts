import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOverviewSchema, pendingVerificationListSchema, pendingVerificationQuerySchema, verificationDecisionSchema } from "@domain/schemas/admin-overview";
import type { AppContext } from "../../app-context";
import { getAdminOverview } from "../../modules/admin/admin-overview";
import { decideVerification, listPendingVerifications } from "../../modules/admin/seller-verifications";
import { openSellerDocument } from "../../modules/documents/seller-documents";
import { requireUser } from "../../plugins/guards";
import { sendPrivateFile } from "../private-file-reply";

const tags = ["admin"];
const config = { policy: { audience: "admin", owns: "nothing" } } as const;

/** The admin dashboard: platform totals and the sellers awaiting verification, with their documents. */
export const adminOverviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/overview", { config, schema: { tags, summary: "Users, products, revenue, orders by status and revenue by day", response: { 200: adminOverviewSchema } } }, async () =>
      getAdminOverview(ctx.db),
    );

    app.get(
      "/verifications",
      { config, schema: { tags, summary: "Active sellers awaiting verification, with their documents", querystring: pendingVerificationQuerySchema, response: { 200: pendingVerificationListSchema } } },
      async (request) => listPendingVerifications(ctx.db, request.query.cursor),
    );

    app.post(
      "/verifications/:sellerId",
      {
        config,
        schema: {
          tags,
          summary: "Approve a seller (verified, documents verified) or reject it with a reason; the seller is emailed",
          params: z.strictObject({ sellerId: z.uuid() }),
          body: verificationDecisionSchema,
          response: { 204: z.null().describe("Decided") },
        },
      },
      async (request, reply) => {
        await decideVerification(ctx, requireUser(request).id, request.params.sellerId, request.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/documents/:documentId/file",
      {
        config,
        schema: {
          tags,
          summary: "Download a seller's verification document (always as an attachment)",
          params: z.strictObject({ documentId: z.uuid() }),
          response: { 200: { description: "The document as an attachment", content: { "application/octet-stream": { schema: z.string().describe("binary") } } } },
        },
      },
      async (request, reply) => {
        const { object, fileName } = await openSellerDocument(ctx, { documentId: request.params.documentId });
        return sendPrivateFile(reply, object, fileName);
      },
    );
  };
