import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { productCsvImportResultSchema, productCsvImportSchema, productCsvPreviewSchema } from "@domain/schemas/seller-products";
import type { AppContext } from "../../app-context";
import { exportSellerProductsCsv } from "../../modules/seller-catalog/product-csv-export";
import { importProductCsv } from "../../modules/seller-catalog/product-csv-import";
import { checkProductImport } from "../../modules/seller-catalog/product-csv-preview";
import { requireUser } from "../../plugins/guards";

const tags = ["seller products"];
const config = { policy: { audience: "seller", owns: "self" } } as const;
/** The CSV travels as a JSON string of up to 5 MB characters; quotes and line breaks grow when escaped. */
export const CSV_IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** The seller's catalogue as CSV: export, and an import checked row by row first, then saved whole or not at all. */
export const sellerProductCsvRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/products/export.csv",
      {
        config,
        schema: {
          tags,
          summary: "The seller's catalogue as a CSV file: id, name, description, category, price (₹), stock, min_order_quantity, tiers (qty:price;…), status (Active|Draft)",
          response: { 200: { description: "CSV (UTF-8 with a byte order mark), as an attachment", content: { "text/csv": { schema: z.string() } } } },
        },
      },
      async (request, reply) => {
        const csv = await exportSellerProductsCsv(ctx.db, requireUser(request).id);
        const date = new Date().toISOString().slice(0, 10);
        return reply
          .type("text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="products-${date}.csv"`)
          .header("Cache-Control", "no-store")
          .send(csv);
      },
    );

    app.post(
      "/products/import/preview",
      {
        config,
        bodyLimit: CSV_IMPORT_BODY_LIMIT,
        schema: {
          tags,
          summary: "Check a CSV of products without saving: every row's errors (numbered as in a spreadsheet, header = 1), creates, updates, the plan limit",
          body: productCsvImportSchema,
          response: { 200: productCsvPreviewSchema },
        },
      },
      async (request) => (await checkProductImport(ctx.db, requireUser(request).id, request.body.csv)).preview,
    );

    app.post(
      "/products/import",
      {
        config,
        bodyLimit: CSV_IMPORT_BODY_LIMIT,
        schema: {
          tags,
          summary: "Import a CSV of products: all rows in one transaction, or none (422 CSV_IMPORT_INVALID with the preview as details)",
          body: productCsvImportSchema,
          response: { 200: productCsvImportResultSchema },
        },
      },
      async (request) => importProductCsv(ctx.db, requireUser(request).id, request.body.csv),
    );
  };
