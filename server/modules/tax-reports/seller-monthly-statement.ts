import { and, eq } from "drizzle-orm";
import { sumDeductions } from "@domain/month-deductions";
import type { MonthlyStatement } from "@domain/monthly-statement";
import type { Executor } from "../../db/client";
import { platformFeeInvoices } from "../../db/schema";
import { sellerTaxIdentity } from "../tax/seller-tax-identity";
import { deliveredOrderDeductions } from "./delivered-order-deductions";
import { type MonthTaxDocument, monthTaxDocuments } from "./month-tax-documents";

const tcsOf = (docs: MonthTaxDocument[]) => docs.reduce((sum, d) => ({ cgst: sum.cgst + d.tcsCgst, sgst: sum.sgst + d.tcsSgst, igst: sum.igst + d.tcsIgst }), { cgst: 0, sgst: 0, igst: 0 });

/** A seller's statement of an India month (ADR 32, "Months"): its documents, the month's TCS and its deductions. */
export async function sellerMonthlyStatement(db: Executor, sellerId: string, month: string): Promise<MonthlyStatement> {
  const [identity, documents, deductions, [feeInvoice]] = await Promise.all([
    sellerTaxIdentity(db, sellerId),
    monthTaxDocuments(db, month, sellerId),
    deliveredOrderDeductions(db, month, sellerId),
    db
      .select({ invoiceNumber: platformFeeInvoices.invoiceNumber })
      .from(platformFeeInvoices)
      .where(and(eq(platformFeeInvoices.sellerId, sellerId), eq(platformFeeInvoices.month, month))),
  ]);
  const collected = tcsOf(documents.invoices);
  const reversed = tcsOf(documents.creditNotes);
  const tcs = { cgst: collected.cgst - reversed.cgst, sgst: collected.sgst - reversed.sgst, igst: collected.igst - reversed.igst };
  return {
    month,
    seller: { name: identity.supplier.name, gstin: identity.supplier.gstin },
    invoices: documents.invoices,
    creditNotes: documents.creditNotes,
    tcs: { ...tcs, total: tcs.cgst + tcs.sgst + tcs.igst },
    deductions: sumDeductions(deductions.map((order) => order.deductions)),
    feeInvoiceNumber: feeInvoice?.invoiceNumber ?? null,
  };
}
