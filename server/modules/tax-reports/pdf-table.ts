import type { PdfFonts } from "../invoices/pdf-document";

export type PdfColumn = { heading: string; width: number; align: "left" | "right" };

/**
 * A table across the page at the current position: a bold heading row, then the rows, each as tall as its tallest
 * cell, ruled below; a row that does not fit starts a new page, which repeats the heading. Widths of 0 share what is
 * left of the page's width.
 */
export function drawPdfTable(doc: PDFKit.PDFDocument, fonts: PdfFonts, columns: readonly PdfColumn[], rows: readonly string[][], options: { fontSize?: number } = {}) {
  const margin = doc.page.margins.left;
  const tableWidth = doc.page.width - margin - doc.page.margins.right;
  const flexible = columns.filter((column) => column.width === 0).length;
  const spare = tableWidth - columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => column.width || spare / Math.max(1, flexible));
  const fontSize = options.fontSize ?? 8;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? fonts.bold : fonts.regular).fontSize(fontSize);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 4 }))) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold) drawRow(columns.map((column) => column.heading), true);
      doc.font(bold ? fonts.bold : fonts.regular).fontSize(fontSize);
    }
    const top = doc.y;
    let x = margin;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, top + 3, { width: widths[i]! - 4, align: columns[i]!.align });
      x += widths[i]!;
    });
    doc.moveTo(margin, top + height).lineTo(margin + tableWidth, top + height).lineWidth(0.5).strokeColor("#999999").stroke();
    doc.x = margin;
    doc.y = top + height;
  };
  drawRow(columns.map((column) => column.heading), true);
  for (const row of rows) drawRow(row, false);
  doc.font(fonts.regular);
}

/** A label and its amount on one line, the amount flush right: the figures under a table. */
export function drawPdfFigure(doc: PDFKit.PDFDocument, label: string, amount: string) {
  const margin = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const y = doc.y;
  doc.text(label, margin, y, { width: right - margin - 150 });
  doc.text(amount, right - 150, y, { width: 150, align: "right" });
  doc.x = margin;
}
