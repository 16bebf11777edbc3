import { monthName } from "@domain/india-month";
import { LANGUAGE_LOCALES, type Language } from "@domain/languages";
import { formatINR } from "@domain/money";
import type { MonthlyStatement, StatementDocument } from "@domain/monthly-statement";
import { pdfLine, pdfMoney, startPdf } from "../invoices/pdf-document";
import { shownDate, textsFor } from "../../platform/i18n/server-texts";
import { drawPdfFigure, drawPdfTable, type PdfColumn } from "./pdf-table";

/** Table cells print plain grouped figures ("1,17,882.00"); the heading says they are rupees. */
const figure = (paise: number) => formatINR(paise).replace("₹", "");

/** A seller's monthly statement as an A4 PDF, its labels in the seller's language (ADR 32, "Months"). */
export async function renderStatementPdf(statement: MonthlyStatement, language: Language): Promise<Buffer> {
  const { t } = textsFor(language, "documents");
  const k = (key: string, values?: Record<string, string | number>) => t(`statementPdf.${key}`, values);
  const month = monthName(statement.month, LANGUAGE_LOCALES[language]);
  const { doc, fonts, finish } = await startPdf(language, k("documentTitle", { month }), { margin: 30 });
  const money = (paise: number) => pdfMoney(paise, language);

  doc.font(fonts.bold).fontSize(16).text(k("title", { month }), { align: "center" }).moveDown(0.5);
  doc.font(fonts.regular).fontSize(9);
  doc.text(pdfLine(statement.seller.name));
  doc.text(k("gstin", { gstin: statement.seller.gstin ?? k("unregistered") }));
  doc.moveDown();

  const columns: PdfColumn[] = [
    { heading: k("columnNumber"), width: 0, align: "left" },
    { heading: k("columnDate"), width: 48, align: "left" },
    { heading: k("columnOrder"), width: 70, align: "left" },
    { heading: k("columnBuyer"), width: 80, align: "left" },
    { heading: k("columnTaxableValue"), width: 52, align: "right" },
    { heading: k("columnCgst"), width: 40, align: "right" },
    { heading: k("columnSgst"), width: 40, align: "right" },
    { heading: k("columnIgst"), width: 40, align: "right" },
    { heading: k("columnTotal"), width: 52, align: "right" },
  ];
  const row = (document: StatementDocument) => [
    document.invoiceNumber ? `${document.number}\n${k("againstInvoice", { number: document.invoiceNumber })}` : document.number,
    shownDate(document.issuedOn, language),
    document.orderNumber,
    document.buyerGstin ?? k("b2c"),
    figure(document.taxableValue),
    figure(document.cgst),
    figure(document.sgst),
    figure(document.igst),
    figure(document.total),
  ];
  const section = (heading: string, documents: StatementDocument[]) => {
    doc.font(fonts.bold).fontSize(11).text(heading, doc.page.margins.left, doc.y).moveDown(0.3);
    if (documents.length === 0) doc.font(fonts.regular).fontSize(9).text(k("none")).moveDown();
    else {
      doc.font(fonts.regular).fontSize(7).fillColor("#555555").text(k("amountsIn"), { align: "right" }).fillColor("black");
      drawPdfTable(doc, fonts, columns, documents.map(row), { fontSize: 7 });
      doc.moveDown();
    }
  };
  section(k("invoices"), statement.invoices);
  section(k("creditNotes"), statement.creditNotes);

  const { tcs, deductions: d } = statement;
  doc.font(fonts.bold).fontSize(11).text(k("tcsHeading"), doc.page.margins.left, doc.y).moveDown(0.3);
  doc.font(fonts.regular).fontSize(9);
  for (const [label, amount] of [
    [k("tcsCgst"), tcs.cgst],
    [k("tcsSgst"), tcs.sgst],
    [k("tcsIgst"), tcs.igst],
  ] as const)
    drawPdfFigure(doc, label, money(amount));
  doc.font(fonts.bold);
  drawPdfFigure(doc, k("tcsTotal"), money(tcs.total));
  doc.font(fonts.regular).fontSize(8).fillColor("#555555").text(k("tcsNote")).fillColor("black").moveDown();

  doc.font(fonts.bold).fontSize(11).text(k("payoutsHeading", { count: d.orderCount })).moveDown(0.3);
  doc.font(fonts.regular).fontSize(9);
  for (const [label, amount] of [
    [k("gross"), d.gross],
    [k("platformFee"), d.fee],
    [k("gstOnFee"), d.feeGst],
    [k("tcsDeducted"), d.tcs],
    [k("tds"), d.tds],
  ] as const)
    drawPdfFigure(doc, label, money(amount));
  doc.font(fonts.bold);
  drawPdfFigure(doc, k("netPayout"), money(d.net));
  doc.font(fonts.regular).moveDown(0.5);
  doc.text(statement.feeInvoiceNumber ? k("feeInvoice", { number: statement.feeInvoiceNumber }) : k("feeInvoicePending"));
  doc.moveDown(1.5).fontSize(8).fillColor("#555555");
  doc.text(k("footer"));
  return finish();
}
