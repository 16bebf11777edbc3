import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  buyerOrderDetailSchema,
  buyerOrderListQuerySchema,
  buyerOrderListSchema,
  buyerOrderSummarySchema,
} from "@domain/schemas/buyer-orders";
import { creditNoteParamsSchema } from "@domain/schemas/credit-note";
import type { AppContext } from "../../app-context";
import { getBuyerOrderSummary } from "../../modules/orders/buyer-order-summary";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { getBuyerOrder } from "../../modules/orders/get-buyer-order";
import { listBuyerOrders } from "../../modules/orders/list-buyer-orders";
import { orderInvoicePdf } from "../../modules/tax/order-invoice-pdf";
import { creditNotePdf } from "../../modules/tax/credit-note-pdf";
import { requireUser } from "../../plugins/guards";
import { documentDownloadRateLimit } from "../document-rate-limits";
import { pdfResponse, sendPdf } from "../pdf-reply";

const orderParams = z.strictObject({ orderId: z.string().max(100) });
const tags = ["buyer orders"];
const ownOrders = { policy: { audience: "buyer", owns: "self" } } as const;
const ownOrder = { policy: { audience: "buyer", owns: "order" } } as const;

/** The signed-in buyer's own orders: every query is filtered by buyer id, so another's order is simply not found. */
export const buyerOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/orders/summary",
      { config: ownOrders, schema: { tags, summary: "Order counts by status, total spent and the 4 newest orders", response: { 200: buyerOrderSummarySchema } } },
      async (request) => getBuyerOrderSummary(ctx.db, requireUser(request).id),
    );

    app.get(
      "/orders",
      { config: ownOrders, schema: { tags, summary: "The buyer's orders, newest first (keyset pages)", querystring: buyerOrderListQuerySchema, response: { 200: buyerOrderListSchema } } },
      async (request) => listBuyerOrders(ctx.db, { buyerId: requireUser(request).id, ...request.query }),
    );

    app.get(
      "/orders/:orderId",
      { config: ownOrder, schema: { tags, summary: "One of the buyer's orders with items, addresses, payment, history and refund", params: orderParams, response: { 200: buyerOrderDetailSchema } } },
      async (request) => getBuyerOrder(ctx.db, requireUser(request).id, request.params.orderId),
    );

    app.get(
      "/orders/:orderId/invoice",
      {
        config: { ...ownOrder, rateLimit: documentDownloadRateLimit },
        schema: { tags, summary: "Download the seller's GST tax invoice of one of the buyer's orders (PDF)", params: orderParams, response: { 200: pdfResponse("The tax invoice as a PDF attachment") } },
      },
      async (request, reply) => {
        const buyer = requireUser(request);
        return sendPdf(reply, await orderInvoicePdf(ctx.db, ctx.config, { orderId: request.params.orderId, reader: { buyerId: buyer.id }, language: buyer.language }));
      },
    );

    app.get(
      "/orders/:orderId/credit-notes/:creditNoteId",
      {
        config: { ...ownOrder, rateLimit: documentDownloadRateLimit },
        schema: { tags, summary: "Download a credit note against the invoice of one of the buyer's orders (PDF)", params: creditNoteParamsSchema, response: { 200: pdfResponse("The credit note as a PDF attachment") } },
      },
      async (request, reply) => {
        const buyer = requireUser(request);
        return sendPdf(reply, await creditNotePdf(ctx.db, ctx.config, { ...request.params, reader: { buyerId: buyer.id }, language: buyer.language }));
      },
    );

    app.post(
      "/orders/:orderId/cancel",
      {
        config: ownOrder,
        schema: {
          tags,
          summary: "Cancel an order while Pending or Processing: stock goes back and what was paid online is refunded",
          params: orderParams,
          response: { 200: buyerOrderDetailSchema },
        },
      },
      async (request) => {
        const buyer = requireUser(request);
        await changeOrderStatus(ctx, {
          orderId: request.params.orderId,
          actor: { id: buyer.id, role: "buyer" },
          toStatus: "Cancelled",
          note: "Cancelled by the buyer",
          log: request.log,
        });
        return getBuyerOrder(ctx.db, buyer.id, request.params.orderId);
      },
    );
  };
