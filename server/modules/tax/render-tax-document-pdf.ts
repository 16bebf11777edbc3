import { amountInWords } from "@domain/amount-in-words";
import { gstRatePercent } from "@domain/gst-rates";
import { gstStateCodeForState } from "@domain/india/gst-state-codes";
import type { Language } from "@domain/languages";
import type { TaxedAmount } from "@domain/line-tax";
import { formatINR } from "@domain/money";
import type { CreditNoteReason } from "@domain/tax-documents";
import type { InvoiceParty } from "../../db/schema";
import { type PdfFonts, pdfLine, pdfMoney, startPdf } from "../invoices/pdf-document";
import { shownDate, textsFor } from "../../platform/i18n/server-texts";

/** One goods line of a tax document, as stored: its description, HSN code, quantity (in pieces) and tax. */
export type TaxDocumentLine = TaxedAmount & {
  description: string;
  hsnCode: string | null;
  quantity: number | null;
  rateBasisPoints: number;
};

/** The freight line: taxed with the goods it carries, at the principal line's rate and HSN code. */
export type TaxDocumentFreight = TaxedAmount & { hsnCode: string | null; rateBasisPoints: number };

/** Everything a GST tax invoice or credit note prints (Rule 46 / Rule 53 of the CGST Rules). */
export type TaxDocument = {
  kind: "invoice" | "credit-note";
  number: string;
  /** India's date (YYYY-MM-DD). */
  issuedOn: string;
  orderNumber: string | null;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  placeOfSupply: { state: string; code: string };
  /** CGST + SGST columns when true, IGST otherwise. */
  intraState: boolean;
  lines: readonly TaxDocumentLine[];
  freight: TaxDocumentFreight | null;
  /** Lines and freight together. */
  totals: TaxedAmount;
  /** The marketplace the supply goes through (config.invoicing.supplier). */
  operator: { name: string; gstin: string };
  /** A credit note's invoice and reason. */
  creditNote?: { invoiceNumber: string; invoiceIssuedOn: string; reason: CreditNoteReason };
};

const MARGIN = 40;
/** Table cells print plain grouped figures ("1,17,882.00"); the heading says they are rupees. */
const figure = (paise: number) => formatINR(paise).replace("₹", "");

/** A GST tax invoice or credit note as an A4 PDF, its labels in the reader's language (figures and names as they are). */
export async function renderTaxDocumentPdf(document: TaxDocument, language: Language): Promise<Buffer> {
  const { t } = textsFor(language, "documents");
  const k = (key: string, values?: Record<string, string | number>) => t(`taxDocumentPdf.${key}`, values);
  const title = k(document.kind === "invoice" ? "invoiceTitle" : "creditNoteTitle");
  const { doc, fonts, finish } = await startPdf(language, k("documentTitle", { title, number: document.number }), { margin: MARGIN });
  const date = (isoDate: string) => shownDate(isoDate, language);

  doc.font(fonts.bold).fontSize(16).text(title, { align: "center" }).moveDown(0.5);
  doc.font(fonts.regular).fontSize(9);
  doc.text(k(document.kind === "invoice" ? "invoiceNumber" : "creditNoteNumber", { number: document.number }));
  doc.text(k("date", { date: date(document.issuedOn) }));
  if (document.creditNote) {
    const { invoiceNumber, invoiceIssuedOn, reason } = document.creditNote;
    doc.text(k("againstInvoice", { number: invoiceNumber, date: date(invoiceIssuedOn) }));
    doc.text(k(reason === "return" ? "reasonReturn" : "reasonCancellation"));
  }
  if (document.orderNumber) doc.text(k("orderNumber", { number: document.orderNumber }));
  doc.text(k("placeOfSupply", { state: document.placeOfSupply.state, code: document.placeOfSupply.code }));
  doc.moveDown();

  const party = (heading: string, p: InvoiceParty) => {
    doc.font(fonts.bold).text(heading);
    doc.font(fonts.regular).text(pdfLine(p.name));
    if (p.address) doc.text(pdfLine(p.address));
    const code = gstStateCodeForState(p.state);
    if (p.state) doc.text(code ? k("stateWithCode", { state: p.state, code }) : k("state", { state: p.state }));
    doc.text(k("gstin", { gstin: p.gstin ?? k("unregistered") }));
    doc.moveDown();
  };
  party(k("supplier"), document.supplier);
  party(k("recipient"), document.recipient);

  drawLines(doc, fonts, document, k);

  const totals = document.totals;
  const sums: [string, number][] = [
    [k("taxableValue"), totals.taxableValue],
    ...(document.intraState
      ? ([
          [k("cgst"), totals.cgst],
          [k("sgst"), totals.sgst],
        ] as [string, number][])
      : ([[k("igst"), totals.igst]] as [string, number][])),
  ];
  doc.moveDown(0.5).fontSize(9);
  for (const [label, amount] of sums) sumLine(doc, label, pdfMoney(amount, language));
  doc.font(fonts.bold);
  sumLine(doc, k("total"), pdfMoney(totals.total, language));
  doc.font(fonts.regular).moveDown(0.5);
  // The amount in words stays English, as Indian tax invoices commonly write it, in either language.
  doc.text(k("amountInWords", { words: amountInWords(totals.total) }));
  doc.moveDown(0.5);
  doc.text(k("reverseCharge"));
  doc.text(k("ecommerceOperator", { name: document.operator.name, gstin: document.operator.gstin }));
  doc.moveDown(1.5).fontSize(8).fillColor("#555555");
  doc.text(k("footer"));
  return finish();
}

type Column = { key: string; width: number; align: "left" | "right" };

/** The table of lines: a heading row, a row per line, the freight; a new page repeats the heading. */
function drawLines(doc: PDFKit.PDFDocument, fonts: PdfFonts, document: TaxDocument, k: (key: string, values?: Record<string, string | number>) => string) {
  const taxColumns: Column[] = document.intraState
    ? [
        { key: "columnCgst", width: 55, align: "right" },
        { key: "columnSgst", width: 55, align: "right" },
      ]
    : [{ key: "columnIgst", width: 80, align: "right" }];
  const fixed: Column[] = [
    { key: "columnNumber", width: 18, align: "left" },
    { key: "columnDescription", width: 0, align: "left" },
    { key: "columnHsn", width: 48, align: "left" },
    { key: "columnQuantity", width: 40, align: "right" },
    { key: "columnTaxableValue", width: 65, align: "right" },
    { key: "columnRate", width: 48, align: "right" },
    ...taxColumns,
    { key: "columnTotal", width: 65, align: "right" },
  ];
  const tableWidth = doc.page.width - 2 * MARGIN;
  const columns = fixed.map((column) =>
    column.width ? column : { ...column, width: tableWidth - fixed.reduce((sum, c) => sum + c.width, 0) },
  );
  const rate = (basisPoints: number) =>
    document.intraState ? k("splitRate", { half: gstRatePercent(basisPoints) / 2 }) : k("rate", { rate: gstRatePercent(basisPoints) });
  const taxCells = (line: TaxedAmount) => (document.intraState ? [figure(line.cgst), figure(line.sgst)] : [figure(line.igst)]);

  const rows: string[][] = document.lines.map((line, i) => [
    String(i + 1),
    line.description,
    line.hsnCode ?? "",
    line.quantity === null ? "" : k("quantityWithUnit", { quantity: line.quantity }),
    figure(line.taxableValue),
    rate(line.rateBasisPoints),
    ...taxCells(line),
    figure(line.total),
  ]);
  const freight = document.freight;
  if (freight)
    rows.push([String(rows.length + 1), k("freight"), freight.hsnCode ?? "", "", figure(freight.taxableValue), rate(freight.rateBasisPoints), ...taxCells(freight), figure(freight.total)]);

  doc.fontSize(7).fillColor("#555555").text(k("amountsIn"), MARGIN, doc.y, { width: tableWidth, align: "right" }).fillColor("black");
  const heading = columns.map((column) => k(column.key));
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? fonts.bold : fonts.regular).fontSize(8);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 4 }))) + 6;
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      if (!bold) drawRow(heading, true);
    }
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x + 2, top + 3, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    doc.moveTo(MARGIN, top + height).lineTo(MARGIN + tableWidth, top + height).lineWidth(0.5).strokeColor("#999999").stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(heading, true);
  for (const row of rows) drawRow(row, false);
  doc.font(fonts.regular);
}

function sumLine(doc: PDFKit.PDFDocument, label: string, amount: string) {
  const y = doc.y;
  const right = doc.page.width - MARGIN;
  doc.text(label, right - 300, y, { width: 150, align: "right" });
  doc.text(amount, right - 140, y, { width: 140, align: "right" });
  // Back to the left margin: the next paragraph would otherwise start under the amount column.
  doc.x = MARGIN;
}
