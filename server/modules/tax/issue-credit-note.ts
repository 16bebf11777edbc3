import { eq } from "drizzle-orm";
import { creditForCancellation, creditForReturn, tcsReversedBy } from "@domain/credit-note";
import { type TaxedAmount, sumTaxed } from "@domain/line-tax";
import { principalLine } from "@domain/order-tax";
import { indiaDate } from "@domain/subscription-term";
import type { CreditNoteReason } from "@domain/tax-documents";
import type { Transaction } from "../../db/client";
import { type CreditNoteLine, creditNotes, orderInvoices, orderItems, orders } from "../../db/schema";
import { allocateDocumentNumber } from "./allocate-document-number";
import { sellerTaxIdentity } from "./seller-tax-identity";

/**
 * Credit notes (issue 32): every refund of an invoiced order takes back from its tax invoice, in the refund's own
 * transaction, in the seller's gap-free credit-note series, with tax reversed in the invoice's split and the TCS on
 * what it takes back reversed too. The invoice row is locked first, so notes of one invoice queue and each reads the
 * notes before it; order_invoices' check constraint refuses credits above the invoice. Orders from before GST have
 * no invoice and get no note. (The oversold refund of finalise-paid-checkout.ts creates no order, so no invoice and
 * nothing to credit.)
 */

export type IssuedCreditNote = { id: string; creditNoteNumber: string };

type Invoice = typeof orderInvoices.$inferSelect;
type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;
type EarlierNote = { id: string; creditNoteNumber: string; reason: CreditNoteReason; returnId: string | null; lines: CreditNoteLine[] };

const FREIGHT_DESCRIPTION = "Freight";
const ZERO: TaxedAmount = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };

/** The credit note of a completed return: the returned units of its line, cumulatively after the line's earlier notes. */
export async function issueReturnCreditNote(
  tx: Transaction,
  request: { id: string; orderId: string; orderItemId: string; quantity: number },
): Promise<IssuedCreditNote | null> {
  const books = await lockedBooks(tx, request.orderId);
  if (!books) return null;
  const done = books.earlier.find((note) => note.returnId === request.id);
  if (done) return { id: done.id, creditNoteNumber: done.creditNoteNumber };
  const item = books.items.find((row) => row.id === request.orderItemId);
  if (!item) throw new Error(`return ${request.id}: its item is missing`);
  const creditedUnits = creditedOf(books.earlier, item.id).units;
  const units = Math.min(request.quantity, item.quantity - creditedUnits);
  if (units < 1) return null;
  const line = { lineTotal: item.price * item.quantity, quantity: item.quantity, rateBasisPoints: item.gstRateBasisPoints };
  const credit = creditForReturn({ line, creditedUnits, units, intraState: books.order.intraState });
  return writeCreditNote(tx, books, { reason: "return", returnId: request.id, lines: [itemLine(item, units, credit)] });
}

/** The credit note of a cancellation: whatever of the invoice (lines and freight) earlier notes did not take back. */
export async function issueCancellationCreditNote(tx: Transaction, orderId: string): Promise<IssuedCreditNote | null> {
  const books = await lockedBooks(tx, orderId);
  if (!books) return null;
  const done = books.earlier.find((note) => note.reason === "cancellation");
  if (done) return { id: done.id, creditNoteNumber: done.creditNoteNumber };
  const { order, items, earlier } = books;
  const credited = items.map((item) => creditedOf(earlier, item.id));
  const freightCredited = creditedOf(earlier, null);
  const freight: TaxedAmount = {
    taxableValue: order.freightTaxableValue,
    cgst: order.freightCgst,
    sgst: order.freightSgst,
    igst: order.freightIgst,
    total: order.freightTaxableValue + order.freightCgst + order.freightSgst + order.freightIgst,
  };
  const parts = creditForCancellation([
    ...items.map((item, index) => ({ invoiced: invoicedOf(item), credited: credited[index]!.amount })),
    { invoiced: freight, credited: freightCredited.amount },
  ]);
  const lines: CreditNoteLine[] = items.map((item, index) => itemLine(item, item.quantity - credited[index]!.units, parts[index]!));
  const freightLeft = parts[items.length]!;
  if (freightLeft.total > 0) {
    const principal = principalLine(items.map((item) => ({ ...item, rateBasisPoints: item.gstRateBasisPoints })));
    lines.push({ orderItemId: null, description: FREIGHT_DESCRIPTION, hsnCode: principal?.hsnCode ?? null, quantity: null, rateBasisPoints: order.freightGstRateBasisPoints, ...freightLeft });
  }
  const owed = lines.filter((line) => line.total > 0 || (line.quantity ?? 0) > 0);
  if (owed.length === 0) return null;
  return writeCreditNote(tx, books, { reason: "cancellation", returnId: null, lines: owed });
}

type Books = { invoice: Invoice; order: Order; items: Item[]; earlier: EarlierNote[] };

/** The order's invoice (locked), the order, its items and the invoice's earlier credit notes; null without an invoice. */
async function lockedBooks(tx: Transaction, orderId: string): Promise<Books | null> {
  const [invoice] = await tx.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId)).for("update");
  if (!invoice) return null;
  const [[order], items, earlier] = await Promise.all([
    tx.select().from(orders).where(eq(orders.id, orderId)),
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id),
    tx
      .select({ id: creditNotes.id, creditNoteNumber: creditNotes.creditNoteNumber, reason: creditNotes.reason, returnId: creditNotes.returnId, lines: creditNotes.lines })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id)),
  ]);
  if (!order) throw new Error(`invoice ${invoice.id}: its order is missing`);
  return { invoice, order, items, earlier };
}

/** What earlier notes took back of an order item (or of the freight, null): units and amounts. */
function creditedOf(notes: readonly EarlierNote[], orderItemId: string | null): { units: number; amount: TaxedAmount } {
  const lines = notes.flatMap((note) => note.lines).filter((line) => line.orderItemId === orderItemId);
  return { units: lines.reduce((sum, line) => sum + (line.quantity ?? 0), 0), amount: lines.length ? sumTaxed(lines) : ZERO };
}

function invoicedOf(item: Item): TaxedAmount {
  return { taxableValue: item.taxableValue, cgst: item.cgst, sgst: item.sgst, igst: item.igst, total: item.taxableValue + item.cgst + item.sgst + item.igst };
}

function itemLine(item: Item, quantity: number, credit: TaxedAmount): CreditNoteLine {
  const { taxableValue, cgst, sgst, igst, total } = credit;
  return { orderItemId: item.id, description: item.productName, hsnCode: item.hsnCode, quantity, rateBasisPoints: item.gstRateBasisPoints, taxableValue, cgst, sgst, igst, total };
}

async function writeCreditNote(
  tx: Transaction,
  { invoice, order }: Books,
  note: { reason: CreditNoteReason; returnId: string | null; lines: CreditNoteLine[] },
): Promise<IssuedCreditNote> {
  const issuedOn = indiaDate(new Date());
  const { prefix } = await sellerTaxIdentity(tx, invoice.sellerId);
  const { number, financialYear, sequence } = await allocateDocumentNumber(tx, { sellerId: invoice.sellerId, series: "credit-note", prefix, issuedOn });
  const totals = sumTaxed(note.lines);
  const tcs = tcsReversedBy({
    invoiceTaxableValue: invoice.taxableValue,
    creditedBefore: invoice.creditedTaxableValue,
    creditedAfter: invoice.creditedTaxableValue + totals.taxableValue,
    tcsBasisPoints: order.tcsBasisPoints,
    intraState: order.intraState,
  });
  const [row] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      orderId: order.id,
      sellerId: invoice.sellerId,
      returnId: note.returnId,
      creditNoteNumber: number,
      financialYear,
      sequence,
      issuedOn,
      reason: note.reason,
      lines: note.lines,
      ...totals,
      tcsCgst: tcs.cgst,
      tcsSgst: tcs.sgst,
      tcsIgst: tcs.igst,
    })
    .returning({ id: creditNotes.id, creditNoteNumber: creditNotes.creditNoteNumber });
  await tx
    .update(orderInvoices)
    .set({ creditedTaxableValue: invoice.creditedTaxableValue + totals.taxableValue, creditedTotal: invoice.creditedTotal + totals.total })
    .where(eq(orderInvoices.id, invoice.id));
  return row!;
}
