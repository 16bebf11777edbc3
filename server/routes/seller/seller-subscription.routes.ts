import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  sellerSubscriptionSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriptionInvoiceListSchema,
  subscriptionPaymentStatusSchema,
} from "@domain/schemas/subscriptions";
import type { AppContext } from "../../app-context";
import { listSellerInvoices, sellerInvoicePdf } from "../../modules/invoices/seller-invoices";
import { checkSubscriptionPayment } from "../../modules/subscriptions/activate-subscription-payment";
import { getSellerSubscription } from "../../modules/subscriptions/seller-subscription";
import { subscribe } from "../../modules/subscriptions/subscribe";
import { requireUser } from "../../plugins/guards";
import { documentDownloadRateLimit } from "../document-rate-limits";
import { pdfResponse, sendPdf } from "../pdf-reply";

const tags = ["seller subscription"];
const own = { policy: { audience: "seller", owns: "self" } } as const;

/** The seller's plan: what is in force, buying or renewing one, its payment's outcome, and its GST invoices. */
export const sellerSubscriptionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/subscription",
      { config: own, schema: { tags, summary: "The plan in force (null: none, so 10 listings) and the listings it allows", response: { 200: sellerSubscriptionSchema } } },
      async (request) => getSellerSubscription(ctx.db, requireUser(request).id),
    );

    app.post(
      "/subscription/checkout",
      {
        config: own,
        schema: {
          tags,
          summary: "Buy or renew a plan: a Free plan starts at once; a paid one opens a payment (base + 18% GST, priced here)",
          description: "Enterprise plans are arranged through Contact Sales (422 ENTERPRISE_PLAN_CONTACT_SALES).",
          body: subscribeRequestSchema,
          response: { 200: subscribeResponseSchema },
        },
      },
      async (request) => subscribe(ctx, requireUser(request), request.body),
    );

    app.get(
      "/subscription/payments/:paymentOrderId",
      {
        config: {
          policy: { audience: "seller", owns: "subscription-payment" },
          // The status page polls; per seller, counted after the guard.
          rateLimit: { max: 120, timeWindow: "1 minute", hook: "preHandler", keyGenerator: (r) => r.currentUser?.id ?? r.ip },
        },
        schema: {
          tags,
          summary: "Verify a plan payment (order ids starting sub_) with the provider; activates the plan once when paid",
          params: z.strictObject({ paymentOrderId: z.string().min(1).max(45) }),
          response: { 200: subscriptionPaymentStatusSchema },
        },
      },
      async (request) => checkSubscriptionPayment(ctx, requireUser(request).id, request.params.paymentOrderId),
    );

    app.get(
      "/subscription/invoices",
      { config: own, schema: { tags, summary: "The seller's GST tax invoices for plans, newest first", response: { 200: subscriptionInvoiceListSchema } } },
      async (request) => ({ invoices: await listSellerInvoices(ctx.db, requireUser(request).id) }),
    );

    app.get(
      "/subscription/invoices/:invoiceId/pdf",
      {
        config: { policy: { audience: "seller", owns: "invoice" }, rateLimit: documentDownloadRateLimit },
        schema: {
          tags,
          summary: "Download one of the seller's tax invoices as a PDF",
          params: z.strictObject({ invoiceId: z.uuid() }),
          response: { 200: pdfResponse("The invoice as a PDF attachment") },
        },
      },
      async (request, reply) => sendPdf(reply, await sellerInvoicePdf(ctx.db, requireUser(request).id, request.params.invoiceId)),
    );
  };
