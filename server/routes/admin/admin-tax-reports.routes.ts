import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { monthParamsSchema } from "@domain/schemas/tax-reports";
import type { AppContext } from "../../app-context";
import { tcsReportCsv, tdsReportCsv } from "../../modules/tax-reports/tax-report-csvs";
import { csvResponse, sendCsv } from "../csv-reply";
import { monthlyReportRateLimit } from "../document-rate-limits";

const tags = ["admin tax reports"];
// The marketplace's own returns over every seller: administrators only.
const config = { policy: { audience: "admin", owns: "nothing" } } as const;

/** The marketplace's monthly tax reports: TCS as Form GSTR-8 reports it, and TDS under section 194-O (ADR 32, "Months"). */
export const adminTaxReportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/tax-reports/:month/tcs.csv",
      {
        config: { ...config, rateLimit: monthlyReportRateLimit },
        schema: {
          tags,
          summary: "GSTR-8 of an India month: per supplier GSTIN, gross value of supplies, value returned, net, and the IGST, CGST and SGST collected (invoices less credit notes issued that month)",
          params: monthParamsSchema,
          response: { 200: csvResponse("CSV (UTF-8 with a byte order mark), amounts in rupees") },
        },
      },
      async (request, reply) => sendCsv(reply, `tcs-gstr8-${request.params.month}.csv`, await tcsReportCsv(ctx.db, request.params.month)),
    );

    app.get(
      "/tax-reports/:month/tds.csv",
      {
        config: { ...config, rateLimit: monthlyReportRateLimit },
        schema: {
          tags,
          summary: "TDS (section 194-O) of an India month: per seller, its GSTIN, PAN, orders delivered that month, their gross and the TDS deducted",
          params: monthParamsSchema,
          response: { 200: csvResponse("CSV (UTF-8 with a byte order mark), amounts in rupees") },
        },
      },
      async (request, reply) => sendCsv(reply, `tds-194o-${request.params.month}.csv`, await tdsReportCsv(ctx.db, request.params.month)),
    );
  };
