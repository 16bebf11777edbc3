import { z } from "zod";
import { INVOICE_KINDS } from "../tax-documents";

/**
 * The seller's GST tax invoice of an order, as the order pages link it (GET …/orders/:orderId/invoice downloads the
 * PDF); null for an order from before GST invoices.
 */
export const orderInvoiceRefSchema = z.object({
  id: z.uuid(),
  /** "SHAKTI/2026-27/000042". */
  invoiceNumber: z.string(),
  /** India's date, YYYY-MM-DD. */
  issuedOn: z.string(),
  /** B2B names the buyer's GSTIN; B2C does not. */
  kind: z.enum(INVOICE_KINDS),
});
export type OrderInvoiceRef = z.infer<typeof orderInvoiceRefSchema>;
