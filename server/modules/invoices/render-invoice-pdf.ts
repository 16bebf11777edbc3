import { amountInWords } from "@domain/amount-in-words";
import type { Language } from "@domain/languages";
import { PLAN_GST_RATE_PERCENT, PLAN_SAC_CODE } from "@domain/tax-invoice";
import type { InvoiceParty, subscriptionInvoices } from "../../db/schema";
import { shownDate, textsFor } from "../../platform/i18n/server-texts";
import { pdfLine, pdfMoney as money, startPdf } from "./pdf-document";

type Invoice = typeof subscriptionInvoices.$inferSelect;
type Texts = ReturnType<typeof textsFor>["t"];

/** What every invoice of the platform's own services (plans, monthly marketplace fees) prints. */
export type PlatformInvoice = Pick<Invoice, "invoiceNumber" | "issuedOn" | "supplier" | "recipient" | "taxableValue" | "cgst" | "sgst" | "igst" | "total">;

/** The GST tax invoice of a subscription as an A4 PDF, its labels in the seller's language. */
export async function renderInvoicePdf(invoice: Invoice, language: Language): Promise<Buffer> {
  return renderPlatformInvoicePdf(invoice, language, (t) => [
    t("invoicePdf.planPeriod", { plan: invoice.planName, start: shownDate(invoice.periodStart, language), end: shownDate(invoice.periodEnd, language) }),
    t("invoicePdf.sac", { code: PLAN_SAC_CODE }),
    ...(invoice.paymentOrderId ? [t("invoicePdf.paymentReference", { reference: invoice.paymentOrderId })] : []),
  ]);
}

/**
 * A tax invoice of the platform's own service (SAC 998599 at 18%) as an A4 PDF in the reader's language: the parties,
 * what it is for (`description`, its lines), the taxable value, CGST + SGST or IGST, and the total in figures and words.
 */
export async function renderPlatformInvoicePdf(invoice: PlatformInvoice, language: Language, description: (t: Texts) => string[]): Promise<Buffer> {
  const { t } = textsFor(language, "documents");
  const { doc, fonts, finish } = await startPdf(language, t("invoicePdf.documentTitle", { number: invoice.invoiceNumber }));

  doc.font(fonts.bold).fontSize(18).text(t("invoicePdf.title"), { align: "center" }).moveDown(0.5);
  doc.font(fonts.regular).fontSize(10);
  doc.text(t("invoicePdf.number", { number: invoice.invoiceNumber }));
  doc.text(t("invoicePdf.date", { date: shownDate(invoice.issuedOn, language) }));
  doc.text(t("invoicePdf.placeOfSupply", { state: invoice.recipient.state }));
  doc.moveDown();
  const party = (heading: string, p: InvoiceParty) => {
    doc.font(fonts.bold).text(heading);
    doc.font(fonts.regular).text(pdfLine(p.name));
    if (p.address) doc.text(pdfLine(p.address));
    doc.text(t("invoicePdf.state", { state: p.state }));
    doc.text(t("invoicePdf.gstin", { gstin: p.gstin ?? t("invoicePdf.unregistered") }));
    doc.moveDown();
  };
  party(t("invoicePdf.supplier"), invoice.supplier);
  party(t("invoicePdf.billedTo"), invoice.recipient);

  doc.font(fonts.bold).text(t("invoicePdf.description"));
  doc.font(fonts.regular);
  for (const text of description(t)) doc.text(text);
  doc.moveDown();

  const half = PLAN_GST_RATE_PERCENT / 2;
  const rows: [string, number][] = [
    [t("invoicePdf.taxableValue"), invoice.taxableValue],
    ...(invoice.igst > 0 || (invoice.cgst === 0 && invoice.sgst === 0)
      ? ([[t("invoicePdf.igst", { rate: PLAN_GST_RATE_PERCENT }), invoice.igst]] as [string, number][])
      : ([
          [t("invoicePdf.cgst", { rate: half }), invoice.cgst],
          [t("invoicePdf.sgst", { rate: half }), invoice.sgst],
        ] as [string, number][])),
  ];
  for (const [label, amount] of rows) line(doc, label, money(amount, language));
  doc.font(fonts.bold);
  line(doc, t("invoicePdf.total"), money(invoice.total, language));
  doc.font(fonts.regular).moveDown(0.5);
  // The amount in words stays English, as Indian tax invoices commonly write it, in either language.
  doc.text(t("invoicePdf.amountInWords", { words: amountInWords(invoice.total) }));
  doc.moveDown(2).fontSize(8).fillColor("#555555");
  doc.text(t("invoicePdf.footer"));
  return finish();
}

function line(doc: PDFKit.PDFDocument, label: string, amount: string) {
  const y = doc.y;
  doc.text(label, 50, y, { width: 300 });
  doc.text(amount, 350, y, { width: 195, align: "right" });
  // Back to the left margin: the next paragraph would otherwise start under the amount column.
  doc.x = doc.page.margins.left;
}
