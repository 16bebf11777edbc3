import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { monthDays } from "@domain/india-month";
import type { StatementDocument } from "@domain/monthly-statement";
import type { TcsDocument } from "@domain/tax-reports";
import type { Executor } from "../../db/client";
import { creditNotes, orderInvoices, orders } from "../../db/schema";

/** A tax document of the month as the statement lists it and GSTR-8 counts it. */
export type MonthTaxDocument = StatementDocument & TcsDocument & { sellerId: string };

/**
 * The invoices and credit notes issued in an India month (by their `issued_on`), all sellers' or one's, in the order
 * they were numbered. A credit note's supplier is its invoice's.
 */
export async function monthTaxDocuments(db: Executor, month: string, sellerId?: string) {
  const { first, next } = monthDays(month);
  const taxParts = (t: typeof orderInvoices | typeof creditNotes) => ({
    taxableValue: t.taxableValue,
    cgst: t.cgst,
    sgst: t.sgst,
    igst: t.igst,
    total: t.total,
    tcsCgst: t.tcsCgst,
    tcsSgst: t.tcsSgst,
    tcsIgst: t.tcsIgst,
  });
  const invoiceFields = {
    sellerId: orderInvoices.sellerId,
    orderNumber: orders.orderNumber,
    supplierGstin: sql<string>`coalesce(${orderInvoices.supplier}->>'gstin', '')`,
    buyerGstin: sql<string | null>`${orderInvoices.recipient}->>'gstin'`,
  };
  const [invoices, notes] = await Promise.all([
    db
      .select({ ...invoiceFields, number: orderInvoices.invoiceNumber, issuedOn: orderInvoices.issuedOn, ...taxParts(orderInvoices) })
      .from(orderInvoices)
      .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
      .where(and(gte(orderInvoices.issuedOn, first), lt(orderInvoices.issuedOn, next), sellerId ? eq(orderInvoices.sellerId, sellerId) : undefined))
      .orderBy(asc(orderInvoices.sellerId), asc(orderInvoices.financialYear), asc(orderInvoices.sequence)),
    db
      .select({
        ...invoiceFields,
        number: creditNotes.creditNoteNumber,
        issuedOn: creditNotes.issuedOn,
        invoiceNumber: orderInvoices.invoiceNumber,
        ...taxParts(creditNotes),
      })
      .from(creditNotes)
      .innerJoin(orderInvoices, eq(orderInvoices.id, creditNotes.invoiceId))
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(and(gte(creditNotes.issuedOn, first), lt(creditNotes.issuedOn, next), sellerId ? eq(creditNotes.sellerId, sellerId) : undefined))
      .orderBy(asc(creditNotes.sellerId), asc(creditNotes.financialYear), asc(creditNotes.sequence)),
  ]);
  return {
    invoices: invoices.map((row): MonthTaxDocument => ({ ...row, kind: "invoice", invoiceNumber: null })),
    creditNotes: notes.map((row): MonthTaxDocument => ({ ...row, kind: "credit_note" })),
  };
}
