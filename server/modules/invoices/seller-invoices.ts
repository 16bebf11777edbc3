import { and, desc, eq } from "drizzle-orm";
import type { SubscriptionInvoice } from "@domain/schemas/subscriptions";
import type { Executor } from "../../db/client";
import { profiles, subscriptionInvoices } from "../../db/schema";
import { notFound } from "../../errors";
import { invoiceFileName } from "./pdf-document";
import { renderInvoicePdf } from "./render-invoice-pdf";

/** The seller's own tax invoices, newest first (a few a year). */
export async function listSellerInvoices(db: Executor, sellerId: string): Promise<SubscriptionInvoice[]> {
  return db
    .select({
      id: subscriptionInvoices.id,
      invoiceNumber: subscriptionInvoices.invoiceNumber,
      issuedOn: subscriptionInvoices.issuedOn,
      planName: subscriptionInvoices.planName,
      periodStart: subscriptionInvoices.periodStart,
      periodEnd: subscriptionInvoices.periodEnd,
      taxableValue: subscriptionInvoices.taxableValue,
      cgst: subscriptionInvoices.cgst,
      sgst: subscriptionInvoices.sgst,
      igst: subscriptionInvoices.igst,
      total: subscriptionInvoices.total,
    })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.userId, sellerId))
    .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.sequence));
}

/** One of the seller's invoices as a PDF and its file name; another seller's is not found. */
export async function sellerInvoicePdf(db: Executor, sellerId: string, invoiceId: string) {
  const [row] = await db
    .select({ invoice: subscriptionInvoices, language: profiles.language })
    .from(subscriptionInvoices)
    .innerJoin(profiles, eq(profiles.id, subscriptionInvoices.userId))
    .where(and(eq(subscriptionInvoices.id, invoiceId), eq(subscriptionInvoices.userId, sellerId)));
  if (!row) throw notFound("Invoice", "INVOICE_NOT_FOUND");
  // Labels in the seller's language as it is now; the figures are the issued invoice's and never change.
  return { fileName: invoiceFileName(row.invoice.invoiceNumber), pdf: await renderInvoicePdf(row.invoice, row.language) };
}
