import { createRequire } from "node:module";
import { amountInWords } from "@domain/amount-in-words";
import { LANGUAGE_LOCALES, type Language } from "@domain/languages";
import { formatINR } from "@domain/money";
import { PLAN_GST_RATE_PERCENT, PLAN_SAC_CODE } from "@domain/tax-invoice";
import type { InvoiceParty, subscriptionInvoices } from "../../db/schema";
import { shownDate, textsFor } from "../../platform/i18n/server-texts";

type Invoice = typeof subscriptionInvoices.$inferSelect;
type Fonts = { regular: string; bold: string };

/** Helvetica (built into every PDF reader) has no rupee sign: English amounts print as "Rs. 1,17,882.00". */
const HELVETICA: Fonts = { regular: "Helvetica", bold: "Helvetica-Bold" };

/**
 * Hindi needs a font with Devanagari (fontkit shapes its conjuncts and vowel signs); Noto Sans Devanagari also has
 * the Latin letters, digits and ₹ that figures, GSTINs and invoice numbers keep. Embedded (subset) only in Hindi
 * documents, so English ones stay as small as before.
 */
const fontFiles = createRequire(import.meta.url);
const DEVANAGARI = {
  regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
};

function useFonts(doc: PDFKit.PDFDocument, language: Language): Fonts {
  if (language === "en") return HELVETICA;
  doc.registerFont("NotoSansDevanagari", fontFiles.resolve(DEVANAGARI.regular));
  doc.registerFont("NotoSansDevanagari-Bold", fontFiles.resolve(DEVANAGARI.bold));
  return { regular: "NotoSansDevanagari", bold: "NotoSansDevanagari-Bold" };
}

const money = (paise: number, language: Language) => (language === "en" ? formatINR(paise).replace("₹", "Rs. ") : formatINR(paise));

/** "BB-2026-27-000042.pdf": the invoice number as a file name. */
export const invoiceFileName = (invoiceNumber: string) => `${invoiceNumber.replaceAll("/", "-")}.pdf`;

/** The GST tax invoice of a subscription as an A4 PDF, its labels in the seller's language. */
export async function renderInvoicePdf(invoice: Invoice, language: Language): Promise<Buffer> {
  const { t } = textsFor(language, "documents");
  // Loaded with the first invoice rather than at start: pdfkit and its fonts cost a fifth of a second and 25 MB.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 50, lang: LANGUAGE_LOCALES[language], info: { Title: t("invoicePdf.documentTitle", { number: invoice.invoiceNumber }) } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const fonts = useFonts(doc, language);
  const date = (isoDate: string) => shownDate(isoDate, language);

  doc.font(fonts.bold).fontSize(18).text(t("invoicePdf.title"), { align: "center" }).moveDown(0.5);
  doc.font(fonts.regular).fontSize(10);
  doc.text(t("invoicePdf.number", { number: invoice.invoiceNumber }));
  doc.text(t("invoicePdf.date", { date: date(invoice.issuedOn) }));
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
  doc.font(fonts.regular).text(t("invoicePdf.planPeriod", { plan: invoice.planName, start: date(invoice.periodStart), end: date(invoice.periodEnd) }));
  doc.text(t("invoicePdf.sac", { code: PLAN_SAC_CODE }));
  if (invoice.paymentOrderId) doc.text(t("invoicePdf.paymentReference", { reference: invoice.paymentOrderId }));
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
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function line(doc: PDFKit.PDFDocument, label: string, amount: string) {
  const y = doc.y;
  doc.text(label, 50, y, { width: 300 });
  doc.text(amount, 350, y, { width: 195, align: "right" });
  // Back to the left margin: the next paragraph would otherwise start under the amount column.
  doc.x = doc.page.margins.left;
}
