import { and, eq } from "drizzle-orm";
import type { Language } from "@domain/languages";
import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import { creditNotes } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { invoiceFileName } from "../invoices/pdf-document";
import { isUuid } from "../orders/order-id";
import { orderInvoiceDocument, type OrderInvoiceReader } from "./order-invoice-pdf";
import { renderTaxDocumentPdf, type TaxDocument } from "./render-tax-document-pdf";

const creditNoteNotFound = () => notFound("Credit note", "CREDIT_NOTE_NOT_FOUND");

/**
 * A credit note as printed: the parties, place of supply and split of the invoice it is against (read as the invoice
 * is, so only the order's buyer, its seller or an administrator may), and the note's own stored lines and totals.
 */
export async function creditNoteDocument(db: Executor, config: Config, input: { orderId: string; creditNoteId: string; reader: OrderInvoiceReader }): Promise<TaxDocument> {
  const { orderId, creditNoteId, reader } = input;
  if (!isUuid(orderId) || !isUuid(creditNoteId)) throw creditNoteNotFound();
  const invoice = await orderInvoiceDocument(db, config, orderId, reader).catch((error: unknown) => {
    throw error instanceof AppError && error.code === "INVOICE_NOT_FOUND" ? creditNoteNotFound() : error;
  });
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.orderId, orderId)));
  if (!note) throw creditNoteNotFound();
  const freight = note.lines.find((line) => line.orderItemId === null);
  return {
    ...invoice,
    kind: "credit-note",
    number: note.creditNoteNumber,
    issuedOn: note.issuedOn,
    lines: note.lines.filter((line) => line.orderItemId !== null),
    freight: freight ?? null,
    totals: { taxableValue: note.taxableValue, cgst: note.cgst, sgst: note.sgst, igst: note.igst, total: note.total },
    creditNote: { invoiceNumber: invoice.number, invoiceIssuedOn: invoice.issuedOn, reason: note.reason },
  };
}

/** A credit note of an order as a PDF in the reader's language, with its file name; not found for anyone else's order. */
export async function creditNotePdf(db: Executor, config: Config, input: { orderId: string; creditNoteId: string; reader: OrderInvoiceReader; language: Language }) {
  const document = await creditNoteDocument(db, config, input);
  return { fileName: invoiceFileName(document.number), pdf: await renderTaxDocumentPdf(document, input.language) };
}
