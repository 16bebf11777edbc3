import type { OrderTax } from "@domain/order-tax";
import { TCS_BASIS_POINTS, tcsOf } from "@domain/payout-deductions";
import type { Transaction } from "../../db/client";
import { type InvoiceParty, orderInvoices } from "../../db/schema";
import { allocateDocumentNumber } from "./allocate-document-number";
import type { SellerTaxIdentity } from "./seller-tax-identity";

export type OrderInvoiceInput = {
  orderId: string;
  sellerId: string;
  seller: SellerTaxIdentity;
  recipient: InvoiceParty;
  placeOfSupply: { state: string; code: string };
  tax: OrderTax;
  /** India's date. */
  issuedOn: string;
};

/**
 * Writes the seller's tax invoice of a paid order, in the order's own transaction: its number is the seller's next of
 * the financial year, so the order, its invoice and the number commit together or not at all. B2B when the recipient
 * has a GSTIN. The TCS the marketplace collects on it (0.5% of the taxable value) is recorded for GSTR-8.
 */
export async function issueOrderInvoice(tx: Transaction, input: OrderInvoiceInput): Promise<{ id: string; invoiceNumber: string }> {
  const { number, financialYear, sequence } = await allocateDocumentNumber(tx, {
    sellerId: input.sellerId,
    series: "invoice",
    prefix: input.seller.prefix,
    issuedOn: input.issuedOn,
  });
  const { totals, intraState } = input.tax;
  const tcs = tcsOf(totals.taxableValue, TCS_BASIS_POINTS, intraState);
  const [invoice] = await tx
    .insert(orderInvoices)
    .values({
      orderId: input.orderId,
      sellerId: input.sellerId,
      invoiceNumber: number,
      financialYear,
      sequence,
      issuedOn: input.issuedOn,
      kind: input.recipient.gstin ? "B2B" : "B2C",
      supplier: input.seller.supplier,
      recipient: input.recipient,
      placeOfSupply: input.placeOfSupply.state,
      placeOfSupplyCode: input.placeOfSupply.code,
      taxableValue: totals.taxableValue,
      cgst: totals.cgst,
      sgst: totals.sgst,
      igst: totals.igst,
      total: totals.total,
      tcsCgst: tcs.cgst,
      tcsSgst: tcs.sgst,
      tcsIgst: tcs.igst,
    })
    .returning({ id: orderInvoices.id, invoiceNumber: orderInvoices.invoiceNumber });
  return invoice!;
}
