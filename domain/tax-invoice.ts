/** The figures of a GST tax invoice for a plan: taxable value, the tax split by place of supply, the total. */
import { splitGst } from "./gst";
import { indianStateForGstStateCode } from "./india/gst-state-codes";

/** SAC 998599: "Other support services n.e.c." — the heading used for online platform subscription/listing fees. */
export const PLAN_SAC_CODE = "998599";
export const PLAN_GST_RATE_PERCENT = 18;

export type InvoiceTaxLines = { taxableValue: number; cgst: number; sgst: number; igst: number; total: number };

/** CGST + SGST when supplier and recipient are in the same state, IGST otherwise; the tax parts sum to `gst`. */
export function invoiceTaxLines(base: number, gst: number, states: { supplierState: string; recipientState: string }): InvoiceTaxLines {
  const split = splitGst(gst, { sellerState: states.supplierState, buyerState: states.recipientState });
  const tax = split.kind === "intra-state" ? { cgst: split.cgst, sgst: split.sgst, igst: 0 } : { cgst: 0, sgst: 0, igst: split.igst };
  return { taxableValue: base, ...tax, total: base + gst };
}

/**
 * The place of supply of a service to a business: the state of the recipient's GST registration (the GSTIN's first
 * two digits), else the state of its address on file, else (nothing known) the supplier's own state.
 */
export function placeOfSupply(recipient: { gstin: string | null; addressState: string | null }, supplierState: string): string {
  const registeredState = recipient.gstin ? indianStateForGstStateCode(recipient.gstin.slice(0, 2)) : null;
  return registeredState ?? (recipient.addressState || supplierState);
}

/** "BB/2026-27/000042": the series, the financial year and the year's sequence number. */
export function invoiceNumber(series: string, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError("sequence must be a positive integer");
  return `${series}/${financialYear}/${String(sequence).padStart(6, "0")}`;
}
