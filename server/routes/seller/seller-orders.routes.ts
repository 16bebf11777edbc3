import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  sellerOrderListQuerySchema,
  sellerOrderListSchema,
  sellerOrderStatusChangeSchema,
  sellerOrderStatusInputSchema,
} from "@domain/schemas/seller-orders";
import { creditNoteParamsSchema } from "@domain/schemas/credit-note";
import type { AppContext } from "../../app-context";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { listSellerOrders } from "../../modules/orders/list-seller-orders";
import { orderInvoicePdf } from "../../modules/tax/order-invoice-pdf";
import { creditNotePdf } from "../../modules/tax/credit-note-pdf";
import { requireUser } from "../../plugins/guards";
import { documentDownloadRateLimit } from "../document-rate-limits";
import { pdfResponse, sendPdf } from "../pdf-reply";

/** A seller lists its orders and moves them along: only to Processing, Packaging or Ready for Pickup, and only until shipped. */
export const sellerOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/orders",
      {
        config: { policy: { audience: "seller", owns: "self" } },
        schema: {
          tags: ["seller orders"],
          summary: "The seller's own orders, newest first, with items, buyer, shipping address and payment",
          querystring: sellerOrderListQuerySchema,
          response: { 200: sellerOrderListSchema },
        },
      },
      async (request) => listSellerOrders(ctx.db, { sellerId: requireUser(request).id, ...request.query }),
    );

    app.get(
      "/orders/:orderId/invoice",
      {
        config: { policy: { audience: "seller", owns: "order" }, rateLimit: documentDownloadRateLimit },
        schema: {
          tags: ["seller orders"],
          summary: "Download the GST tax invoice of one of the seller's orders (PDF)",
          params: z.strictObject({ orderId: z.string().max(100) }),
          response: { 200: pdfResponse("The tax invoice as a PDF attachment") },
        },
      },
      async (request, reply) => {
        const seller = requireUser(request);
        return sendPdf(reply, await orderInvoicePdf(ctx.db, ctx.config, { orderId: request.params.orderId, reader: { sellerId: seller.id }, language: seller.language }));
      },
    );

    app.get(
      "/orders/:orderId/credit-notes/:creditNoteId",
      {
        config: { policy: { audience: "seller", owns: "order" }, rateLimit: documentDownloadRateLimit },
        schema: { tags: ["seller orders"], summary: "Download a credit note against the invoice of one of the seller's orders (PDF)", params: creditNoteParamsSchema, response: { 200: pdfResponse("The credit note as a PDF attachment") } },
      },
      async (request, reply) => {
        const seller = requireUser(request);
        return sendPdf(reply, await creditNotePdf(ctx.db, ctx.config, { ...request.params, reader: { sellerId: seller.id }, language: seller.language }));
      },
    );

    app.patch(
      "/orders/:orderId/status",
      {
        config: { policy: { audience: "seller", owns: "order" } },
        schema: {
          tags: ["seller orders"],
          summary: "Set the status of one of the seller's orders (Processing, Packaging or Ready for Pickup)",
          params: z.strictObject({ orderId: z.string().max(100) }),
          body: sellerOrderStatusInputSchema,
          response: { 200: sellerOrderStatusChangeSchema },
        },
      },
      async (request) => {
        const seller = requireUser(request);
        const { order } = await changeOrderStatus(ctx, {
          orderId: request.params.orderId,
          actor: { id: seller.id, role: "seller" },
          toStatus: request.body.status,
          log: request.log,
        });
        return { id: order.id, status: request.body.status, updatedAt: order.updatedAt.toISOString() };
      },
    );
  };
