import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { monthParamsSchema, platformFeeInvoiceListSchema } from "@domain/schemas/tax-reports";
import type { AppContext } from "../../app-context";
import { listSellerFeeInvoices, sellerFeeInvoicePdf } from "../../modules/platform-fee-invoices/seller-fee-invoices";
import { sellerStatementCsv, sellerStatementPdf } from "../../modules/tax-reports/seller-statement-files";
import { requireUser } from "../../plugins/guards";
import { csvResponse, sendCsv } from "../csv-reply";
import { documentDownloadRateLimit, monthlyReportRateLimit } from "../document-rate-limits";
import { pdfResponse, sendPdf } from "../pdf-reply";

const tags = ["seller payouts"];
// A seller's own statement and fee invoices, found through the caller: another's month is simply its own.
const config = { policy: { audience: "seller", owns: "self" } } as const;

/** The seller's monthly statement (CSV, PDF) and the platform's monthly invoices for its fees (ADR 32, "Months"). */
export const sellerStatementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/statements/:month.csv",
      {
        config: { ...config, rateLimit: monthlyReportRateLimit },
        schema: {
          tags,
          summary: "Monthly statement as CSV: invoices and credit notes issued in the India month, its TCS, and the fees, GST on fee and TDS of orders delivered in it",
          params: monthParamsSchema,
          response: { 200: csvResponse("CSV (UTF-8 with a byte order mark): the documents, a blank line, then the month's figures") },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await sellerStatementCsv(ctx.db, requireUser(request).id, request.params.month);
        return sendCsv(reply, fileName, csv);
      },
    );

    app.get(
      "/statements/:month.pdf",
      { config: { ...config, rateLimit: monthlyReportRateLimit }, schema: { tags, summary: "Monthly statement as a PDF, in the seller's language", params: monthParamsSchema, response: { 200: pdfResponse("The statement as a PDF attachment") } } },
      async (request, reply) => sendPdf(reply, await sellerStatementPdf(ctx.db, requireUser(request).id, request.params.month)),
    );

    app.get(
      "/fee-invoices",
      { config, schema: { tags, summary: "The platform's monthly tax invoices for the seller's fees, newest month first", response: { 200: platformFeeInvoiceListSchema } } },
      async (request) => ({ invoices: await listSellerFeeInvoices(ctx.db, requireUser(request).id) }),
    );

    app.get(
      "/fee-invoices/:month.pdf",
      { config: { ...config, rateLimit: documentDownloadRateLimit }, schema: { tags, summary: "The platform's tax invoice for a month's fees as a PDF (404 until issued)", params: monthParamsSchema, response: { 200: pdfResponse("The invoice as a PDF attachment") } } },
      async (request, reply) => sendPdf(reply, await sellerFeeInvoicePdf(ctx.db, requireUser(request).id, request.params.month)),
    );
  };
