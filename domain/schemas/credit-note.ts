import { z } from "zod";
import { CREDIT_NOTE_REASONS } from "../tax-documents";

/**
 * A credit note against an order's tax invoice (a cancellation or a return's refund), as the order pages link it
 * (GET …/orders/:orderId/credit-notes/:creditNoteId downloads the PDF).
 */
export const creditNoteRefSchema = z.object({
  id: z.uuid(),
  /** "SHAKTI/CN/2026-27/000001". */
  creditNoteNumber: z.string(),
  /** India's date, YYYY-MM-DD. */
  issuedOn: z.string(),
  reason: z.enum(CREDIT_NOTE_REASONS),
  /** What it takes back, tax included, in paise. */
  total: z.number().int(),
});
export type CreditNoteRef = z.infer<typeof creditNoteRefSchema>;

/** The order's credit notes, oldest first. */
export const creditNoteRefsSchema = z.array(creditNoteRefSchema);

export const creditNoteParamsSchema = z.strictObject({ orderId: z.string().max(100), creditNoteId: z.string().max(100) });
