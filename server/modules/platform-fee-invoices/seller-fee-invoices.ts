import { and, desc, eq } from "drizzle-orm";
import type { PlatformFeeInvoice } from "@domain/schemas/tax-reports";
import type { Executor } from "../../db/client";
import { platformFeeInvoices, profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { invoiceFileName } from "../invoices/pdf-document";
import { renderFeeInvoicePdf } from "./render-fee-invoice-pdf";

/** The platform's fee invoices to the seller, newest month first (twelve a year). */
export async function listSellerFeeInvoices(db: Executor, sellerId: string): Promise<PlatformFeeInvoice[]> {
  return db
    .select({
      month: platformFeeInvoices.month,
      invoiceNumber: platformFeeInvoices.invoiceNumber,
      issuedOn: platformFeeInvoices.issuedOn,
      orderCount: platformFeeInvoices.orderCount,
      taxableValue: platformFeeInvoices.taxableValue,
      cgst: platformFeeInvoices.cgst,
      sgst: platformFeeInvoices.sgst,
      igst: platformFeeInvoices.igst,
      total: platformFeeInvoices.total,
    })
    .from(platformFeeInvoices)
    .where(eq(platformFeeInvoices.sellerId, sellerId))
    .orderBy(desc(platformFeeInvoices.month));
}

/** The seller's fee invoice of a month as a PDF; none issued (or another seller's) is not found. */
export async function sellerFeeInvoicePdf(db: Executor, sellerId: string, month: string) {
  const [row] = await db
    .select({ invoice: platformFeeInvoices, language: profiles.language })
    .from(platformFeeInvoices)
    .innerJoin(profiles, eq(profiles.id, platformFeeInvoices.sellerId))
    .where(and(eq(platformFeeInvoices.sellerId, sellerId), eq(platformFeeInvoices.month, month)));
  if (!row) throw notFound("Fee invoice", "INVOICE_NOT_FOUND");
  return { fileName: invoiceFileName(row.invoice.invoiceNumber), pdf: await renderFeeInvoicePdf(row.invoice, row.language) };
}
