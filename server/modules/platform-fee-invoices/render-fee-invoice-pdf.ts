import { amountInWords } from "@domain/amount-in-words";
import { monthName } from "@domain/india-month";
import { LANGUAGE_LOCALES, type Language } from "@domain/languages";
import { GST_ON_FEE_BASIS_POINTS } from "@domain/payout-deductions";
import { PLAN_SAC_CODE } from "@domain/tax-invoice";
import type { InvoiceParty, platformFeeInvoices } from "../../db/schema";
import { shownDate, textsFor } from "../../platform/i18n/server-texts";
import { pdfMoney, startPdf } from "../invoices/pdf-document";
import { drawPdfFigure } from "../tax-reports/pdf-table";

type FeeInvoice = typeof platformFeeInvoices.$inferSelect;

const RATE_PERCENT = GST_ON_FEE_BASIS_POINTS / 100;

/** The platform's monthly tax invoice for a seller's fees as an A4 PDF, laid out as its plan invoices, in the seller's language. */
export async function renderFeeInvoicePdf(invoice: FeeInvoice, language: Language): Promise<Buffer> {
  const { t } = textsFor(language, "documents");
  const { doc, fonts, finish } = await startPdf(language, t("invoicePdf.documentTitle", { number: invoice.invoiceNumber }));
  const money = (paise: number) => pdfMoney(paise, language);

  doc.font(fonts.bold).fontSize(18).text(t("invoicePdf.title"), { align: "center" }).moveDown(0.5);
  doc.font(fonts.regular).fontSize(10);
  doc.text(t("invoicePdf.number", { number: invoice.invoiceNumber }));
  doc.text(t("invoicePdf.date", { date: shownDate(invoice.issuedOn, language) }));
  doc.text(t("invoicePdf.placeOfSupply", { state: invoice.recipient.state }));
  doc.moveDown();
  const party = (heading: string, p: InvoiceParty) => {
    doc.font(fonts.bold).text(heading);
    doc.font(fonts.regular).text(p.name);
    if (p.address) doc.text(p.address);
    doc.text(t("invoicePdf.state", { state: p.state }));
    doc.text(t("invoicePdf.gstin", { gstin: p.gstin ?? t("invoicePdf.unregistered") }));
    doc.moveDown();
  };
  party(t("invoicePdf.supplier"), invoice.supplier);
  party(t("invoicePdf.billedTo"), invoice.recipient);

  doc.font(fonts.bold).text(t("invoicePdf.description"));
  doc.font(fonts.regular).text(t("invoicePdf.marketplaceFees", { count: invoice.orderCount, month: monthName(invoice.month, LANGUAGE_LOCALES[language]) }));
  doc.text(t("invoicePdf.sac", { code: PLAN_SAC_CODE }));
  doc.moveDown();

  const intraState = invoice.cgst > 0 || invoice.sgst > 0;
  drawPdfFigure(doc, t("invoicePdf.taxableValue"), money(invoice.taxableValue));
  if (intraState) {
    drawPdfFigure(doc, t("invoicePdf.cgst", { rate: RATE_PERCENT / 2 }), money(invoice.cgst));
    drawPdfFigure(doc, t("invoicePdf.sgst", { rate: RATE_PERCENT / 2 }), money(invoice.sgst));
  } else drawPdfFigure(doc, t("invoicePdf.igst", { rate: RATE_PERCENT }), money(invoice.igst));
  doc.font(fonts.bold);
  drawPdfFigure(doc, t("invoicePdf.total"), money(invoice.total));
  doc.font(fonts.regular).moveDown(0.5);
  // The amount in words stays English, as Indian tax invoices commonly write it, in either language.
  doc.text(t("invoicePdf.amountInWords", { words: amountInWords(invoice.total) }));
  doc.moveDown(2).fontSize(8).fillColor("#555555");
  doc.text(t("invoicePdf.footer"));
  return finish();
}
