import { monthName } from "@domain/india-month";
import { LANGUAGE_LOCALES, type Language } from "@domain/languages";
import { PLAN_SAC_CODE } from "@domain/tax-invoice";
import type { platformFeeInvoices } from "../../db/schema";
import { renderPlatformInvoicePdf } from "../invoices/render-invoice-pdf";

type FeeInvoice = typeof platformFeeInvoices.$inferSelect;

/** The platform's monthly tax invoice for a seller's fees (SAC 998599, 18%), laid out as its plan invoices, in the seller's language. */
export function renderFeeInvoicePdf(invoice: FeeInvoice, language: Language): Promise<Buffer> {
  return renderPlatformInvoicePdf(invoice, language, (t) => [
    t("invoicePdf.marketplaceFees", { count: invoice.orderCount, month: monthName(invoice.month, LANGUAGE_LOCALES[language]) }),
    t("invoicePdf.sac", { code: PLAN_SAC_CODE }),
  ]);
}
