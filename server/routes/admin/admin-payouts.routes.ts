import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminPayoutChangeSchema,
  adminPayoutListSchema,
  adminPayoutQueryListSchema,
  adminPayoutQuerySchema,
  adminPayoutRowSchema,
  manualRefundListSchema,
  payoutBatchQuerySchema,
  payoutScreenshotSchema,
  sellerDuesSchema,
  settleManualRefundSchema,
} from "@domain/schemas/admin-payouts";
import type { AppContext } from "../../app-context";
import { changePayoutStatus, listAdminPayouts, listSellerDues, openPayoutScreenshot, payoutBatchCsvDueNow, storePayoutScreenshot } from "../../modules/admin/admin-payouts";
import { listManualRefundsDue, listOpenPayoutQueries, resolvePayoutQuery, settleManualRefund } from "../../modules/admin/payout-queries-and-refunds";
import { PAYOUT_SCREENSHOT_UPLOADS } from "../../platform/storage/upload-policies";
import { requireUser } from "../../plugins/guards";
import { receiveFileField, registerMultipartUploads } from "../../plugins/multipart-uploads";
import { sendPrivateFile } from "../private-file-reply";

const tags = ["admin payouts"];
// Administrators manage every seller's payouts: no ownership to check.
const config = { policy: { audience: "admin", owns: "nothing" } } as const;
const orderParams = z.strictObject({ orderId: z.string().max(100) });

/** Payouts: order-wise rows, what each seller is owed now (and its bank CSV), queries, and refunds owed by hand. */
export const adminPayoutsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // multipart/form-data is accepted in this scope only (ADR 14): the payout screenshot.
    await registerMultipartUploads(app);

    app.get(
      "/payouts",
      { config, schema: { tags, summary: "Delivered orders' payouts, most recently delivered first", querystring: adminPayoutQuerySchema, response: { 200: adminPayoutListSchema } } },
      async (request) => listAdminPayouts(ctx.db, request.query),
    );

    app.get(
      "/payouts/due",
      { config, schema: { tags, summary: "What each seller is owed now (unpaid, past the seven-day return window), largest first", response: { 200: sellerDuesSchema } } },
      async () => listSellerDues(ctx.db),
    );

    app.get(
      "/payouts/export.csv",
      {
        config,
        schema: {
          tags,
          summary: "Everything due now (or one seller's dues) as the bank's bulk-upload CSV: seller, account_holder, account_number, ifsc, amount (₹), reference",
          querystring: payoutBatchQuerySchema,
          response: { 200: { description: "CSV (UTF-8 with a byte order mark), as an attachment", content: { "text/csv": { schema: z.string() } } } },
        },
      },
      async (request, reply) => {
        const day = new Date();
        return reply
          .type("text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="payout-batch-${day.toISOString().slice(0, 10)}.csv"`)
          .header("Cache-Control", "no-store")
          .send(await payoutBatchCsvDueNow(ctx.db, request.query, day));
      },
    );

    app.post(
      "/payouts/:orderId/screenshot",
      {
        config,
        schema: {
          tags,
          summary: "Upload the screenshot of a payout about to be marked Paid (JPEG, PNG or WebP up to 5 MB, multipart field `file`); PATCH then names it",
          params: orderParams,
          consumes: ["multipart/form-data"],
          response: { 201: payoutScreenshotSchema },
        },
      },
      async (request, reply) => {
        const upload = await receiveFileField(request, PAYOUT_SCREENSHOT_UPLOADS);
        return reply.code(201).send(await storePayoutScreenshot(ctx, request.params.orderId, upload));
      },
    );

    app.get(
      "/payouts/:orderId/screenshot",
      {
        config,
        schema: {
          tags,
          summary: "Download a payout's screenshot (always as an attachment)",
          params: orderParams,
          response: { 200: { description: "The screenshot as an attachment", content: { "application/octet-stream": { schema: z.string().describe("binary") } } } },
        },
      },
      async (request, reply) => {
        const { object, fileName } = await openPayoutScreenshot(ctx, request.params.orderId);
        return sendPrivateFile(reply, object, fileName);
      },
    );

    app.patch(
      "/payouts/:orderId",
      {
        config,
        schema: {
          tags,
          summary: "Set a payout's status: Pending, Processing or Hold at once; Paid with its transaction reference (and screenshot) (audited)",
          params: orderParams,
          body: adminPayoutChangeSchema,
          response: { 200: adminPayoutRowSchema },
        },
      },
      async (request) => changePayoutStatus(ctx, requireUser(request).id, request.params.orderId, request.body),
    );

    app.get(
      "/payout-queries",
      { config, schema: { tags, summary: "Open payout queries, oldest first, with the seller's company", response: { 200: adminPayoutQueryListSchema } } },
      async () => listOpenPayoutQueries(ctx.db),
    );

    app.post(
      "/payout-queries/:queryId/resolve",
      { config, schema: { tags, summary: "Mark a payout query resolved (audited)", params: z.strictObject({ queryId: z.string().max(100) }), response: { 204: z.null() } } },
      async (request, reply) => {
        await resolvePayoutQuery(ctx, requireUser(request).id, request.params.queryId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/manual-refunds",
      { config, schema: { tags, summary: "Refunds owed by hand (cash paid on delivery for returned lines), oldest first", response: { 200: manualRefundListSchema } } },
      async () => listManualRefundsDue(ctx.db),
    );

    app.post(
      "/manual-refunds/:refundId/settle",
      {
        config,
        schema: { tags, summary: "Record a manual refund paid, with its bank or UPI reference (audited)", params: z.strictObject({ refundId: z.string().max(100) }), body: settleManualRefundSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await settleManualRefund(ctx, requireUser(request).id, request.params.refundId, request.body.reference);
        return reply.code(204).send(null);
      },
    );
  };
