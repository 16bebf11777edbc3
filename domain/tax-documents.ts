/** The GST documents a seller issues through the marketplace, and how they are numbered. */
import { invoiceNumber } from "./tax-invoice";

/** B2B: the buyer's GSTIN is on the invoice (it may claim input tax credit); B2C: it is not. */
export const INVOICE_KINDS = ["B2B", "B2C"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const CREDIT_NOTE_REASONS = ["cancellation", "return"] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

/** Each seller numbers its tax invoices and its credit notes in separate gap-free series, per financial year. */
export const SELLER_DOCUMENT_SERIES = ["invoice", "credit-note"] as const;
export type SellerDocumentSeries = (typeof SELLER_DOCUMENT_SERIES)[number];

/** A prefix: 1 to 12 capital letters or digits, as the seller chooses it in Settings. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,12}$/;
const MAX_PREFIX = 12;

/** The default prefix from a company name: its first word's letters and digits, capitals ("Shakti Textiles" → "SHAKTI"). */
export function defaultInvoicePrefix(companyName: string | null): string {
  const words = (companyName ?? "").toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);
  const first = words[0] ?? "INV";
  return first.slice(0, MAX_PREFIX);
}

/** "SHAKTI/2026-27/000042" for an invoice, "SHAKTI/CN/2026-27/000007" for a credit note. */
export function sellerDocumentNumber(prefix: string, series: SellerDocumentSeries, financialYear: string, sequence: number): string {
  return invoiceNumber(series === "invoice" ? prefix : `${prefix}/CN`, financialYear, sequence);
}
