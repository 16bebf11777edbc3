import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Language } from "@domain/languages";
import { principalLine } from "@domain/order-tax";
import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import { orderInvoices, orderItems, orders } from "../../db/schema";
import { notFound } from "../../errors";
import { invoiceFileName } from "../invoices/pdf-document";
import { isUuid } from "../orders/order-id";
import { renderTaxDocumentPdf, type TaxDocument } from "./render-tax-document-pdf";

/** Who asks for an order's invoice: its buyer, its seller, or an administrator (any order). */
export type OrderInvoiceReader = { buyerId: string } | { sellerId: string } | { admin: true };

function readableBy(reader: OrderInvoiceReader): SQL | undefined {
  if ("buyerId" in reader) return eq(orders.buyerId, reader.buyerId);
  if ("sellerId" in reader) return eq(orders.sellerId, reader.sellerId);
  return undefined;
}

/**
 * The order's tax invoice as printed, from the stored rows only (the invoice's parties and totals, the items' tax
 * columns, the order's freight tax): never recomputed, so it reads the same however often it is downloaded.
 */
export async function orderInvoiceDocument(db: Executor, config: Config, orderId: string, reader: OrderInvoiceReader): Promise<TaxDocument> {
  if (!isUuid(orderId)) throw notFound("Invoice", "INVOICE_NOT_FOUND");
  const [row] = await db
    .select({ invoice: orderInvoices, order: orders })
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .where(and(eq(orderInvoices.orderId, orderId), readableBy(reader)));
  if (!row) throw notFound("Invoice", "INVOICE_NOT_FOUND");
  const { invoice, order } = row;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName), asc(orderItems.id));
  const lines = items.map((item) => ({
    description: item.productName,
    hsnCode: item.hsnCode,
    quantity: item.quantity,
    rateBasisPoints: item.gstRateBasisPoints,
    taxableValue: item.taxableValue,
    cgst: item.cgst,
    sgst: item.sgst,
    igst: item.igst,
    total: item.price * item.quantity,
  }));
  const freight =
    order.freightAmount > 0
      ? {
          // Freight follows the principal supply (domain/order-tax.ts): its rate is stored, its HSN code is that line's.
          hsnCode: principalLine(lines)?.hsnCode ?? null,
          rateBasisPoints: order.freightGstRateBasisPoints,
          taxableValue: order.freightTaxableValue,
          cgst: order.freightCgst,
          sgst: order.freightSgst,
          igst: order.freightIgst,
          total: order.freightAmount,
        }
      : null;
  const { supplier } = config.invoicing;
  return {
    kind: "invoice",
    number: invoice.invoiceNumber,
    issuedOn: invoice.issuedOn,
    orderNumber: order.orderNumber,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    placeOfSupply: { state: invoice.placeOfSupply, code: invoice.placeOfSupplyCode },
    intraState: order.intraState,
    lines,
    freight,
    totals: { taxableValue: invoice.taxableValue, cgst: invoice.cgst, sgst: invoice.sgst, igst: invoice.igst, total: invoice.total },
    operator: { name: supplier.name, gstin: supplier.gstin },
  };
}

/** The order's tax invoice as a PDF in the reader's language, with its file name; not found for anyone else's order. */
export async function orderInvoicePdf(db: Executor, config: Config, input: { orderId: string; reader: OrderInvoiceReader; language: Language }) {
  const document = await orderInvoiceDocument(db, config, input.orderId, input.reader);
  return { invoiceNumber: document.number, fileName: invoiceFileName(document.number), pdf: await renderTaxDocumentPdf(document, input.language) };
}

/** The order's tax invoice as an email attachment in the buyer's language, with its number; null before GST invoices. */
export async function orderInvoiceAttachment(db: Executor, config: Config, orderId: string, language: Language) {
  const [issued] = await db.select({ id: orderInvoices.id }).from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
  if (!issued) return null;
  const { invoiceNumber, fileName, pdf } = await orderInvoicePdf(db, config, { orderId, reader: { admin: true }, language });
  return { invoiceNumber, attachment: { filename: fileName, contentType: "application/pdf", content: pdf } };
}
