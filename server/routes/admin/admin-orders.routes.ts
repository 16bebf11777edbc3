import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOrderListSchema, adminOrderQuerySchema, adminOrderSchema, adminOrderStatusInputSchema } from "@domain/schemas/admin-orders";
import { creditNoteParamsSchema } from "@domain/schemas/credit-note";
import type { AppContext } from "../../app-context";
import { getAdminOrder, listAdminOrders } from "../../modules/admin/admin-orders";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { orderInvoicePdf } from "../../modules/tax/order-invoice-pdf";
import { creditNotePdf } from "../../modules/tax/credit-note-pdf";
import { requireUser } from "../../plugins/guards";
import { documentDownloadRateLimit } from "../document-rate-limits";
import { pdfResponse, sendPdf } from "../pdf-reply";

const tags = ["admin orders"];
// Administrators see and move every order: no ownership to check.
const config = { policy: { audience: "admin", owns: "nothing" } } as const;

/** Products & Orders and Logistics: every order, and its status set freely (only a cancelled order stays cancelled). */
export const adminOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/orders",
      { config, schema: { tags, summary: "Every order, newest first, searchable and filtered by status", querystring: adminOrderQuerySchema, response: { 200: adminOrderListSchema } } },
      async (request) => listAdminOrders(ctx.db, request.query),
    );

    app.get(
      "/orders/:orderId/invoice",
      {
        config: { ...config, rateLimit: documentDownloadRateLimit },
        schema: {
          tags,
          summary: "Download the seller's GST tax invoice of any order (PDF)",
          params: z.strictObject({ orderId: z.string().max(100) }),
          response: { 200: pdfResponse("The tax invoice as a PDF attachment") },
        },
      },
      async (request, reply) => {
        const admin = requireUser(request);
        return sendPdf(reply, await orderInvoicePdf(ctx.db, ctx.config, { orderId: request.params.orderId, reader: { admin: true }, language: admin.language }));
      },
    );

    app.get(
      "/orders/:orderId/credit-notes/:creditNoteId",
      {
        config: { ...config, rateLimit: documentDownloadRateLimit },
        schema: { tags, summary: "Download any credit note against an order's invoice (PDF)", params: creditNoteParamsSchema, response: { 200: pdfResponse("The credit note as a PDF attachment") } },
      },
      async (request, reply) => {
        const admin = requireUser(request);
        return sendPdf(reply, await creditNotePdf(ctx.db, ctx.config, { ...request.params, reader: { admin: true }, language: admin.language }));
      },
    );

    app.patch(
      "/orders/:orderId/status",
      {
        config,
        schema: {
          tags,
          summary: "Set the status of any order, with the carrier and tracking number the buyer sees (audited)",
          description:
            "No sequence is enforced; a cancellation refunds what was paid online and returns the stock, and Delivered starts the payout clock. Sending the current status with a carrier or tracking number changes only those.",
          params: z.strictObject({ orderId: z.string().max(100) }),
          body: adminOrderStatusInputSchema,
          response: { 200: adminOrderSchema },
        },
      },
      async (request) => {
        const { status, ...shipment } = request.body;
        const { order } = await changeOrderStatus(ctx, {
          orderId: request.params.orderId,
          actor: { id: requireUser(request).id, role: "admin" },
          toStatus: status,
          shipment,
          log: request.log,
        });
        return getAdminOrder(ctx.db, order.id);
      },
    );
  };
