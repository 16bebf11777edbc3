import { amountInWords } from "@domain/amount-in-words";
import { formatINR } from "@domain/money";
import { PLAN_GST_RATE_PERCENT, PLAN_SAC_CODE } from "@domain/tax-invoice";
import type { InvoiceParty, subscriptionInvoices } from "../../db/schema";

type Invoice = typeof subscriptionInvoices.$inferSelect;

/** Helvetica (built into every PDF reader) has no rupee sign: amounts print as "Rs. 1,17,882.00". */
const money = (paise: number) => formatINR(paise).replace("₹", "Rs. ");

/** "BB-2026-27-000042.pdf": the invoice number as a file name. */
export const invoiceFileName = (invoiceNumber: string) => `${invoiceNumber.replaceAll("/", "-")}.pdf`;

/** The GST tax invoice of a subscription as an A4 PDF. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  // Loaded with the first invoice rather than at start: pdfkit and its fonts cost a fifth of a second and 25 MB.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Tax Invoice ${invoice.invoiceNumber}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(18).text("Tax Invoice", { align: "center" }).moveDown(0.5);
  doc.font("Helvetica").fontSize(10);
  doc.text(`Invoice number: ${invoice.invoiceNumber}`);
  doc.text(`Invoice date: ${invoice.issuedOn}`);
  doc.text(`Place of supply: ${invoice.recipient.state}`);
  doc.moveDown();
  party(doc, "Supplier", invoice.supplier);
  party(doc, "Billed to", invoice.recipient);

  doc.font("Helvetica-Bold").text("Description of service");
  doc.font("Helvetica").text(`${invoice.planName} plan subscription, ${invoice.periodStart} to ${invoice.periodEnd}`);
  doc.text(`SAC: ${PLAN_SAC_CODE}`);
  if (invoice.paymentOrderId) doc.text(`Payment reference: ${invoice.paymentOrderId}`);
  doc.moveDown();

  const half = PLAN_GST_RATE_PERCENT / 2;
  const rows: [string, number][] = [
    ["Taxable value", invoice.taxableValue],
    ...(invoice.igst > 0 || (invoice.cgst === 0 && invoice.sgst === 0)
      ? ([[`IGST @ ${PLAN_GST_RATE_PERCENT}%`, invoice.igst]] as [string, number][])
      : ([
          [`CGST @ ${half}%`, invoice.cgst],
          [`SGST @ ${half}%`, invoice.sgst],
        ] as [string, number][])),
  ];
  for (const [label, amount] of rows) line(doc, label, money(amount));
  doc.font("Helvetica-Bold");
  line(doc, "Total", money(invoice.total));
  doc.font("Helvetica").moveDown(0.5);
  doc.text(`Amount in words: ${amountInWords(invoice.total)}`);
  doc.moveDown(2).fontSize(8).fillColor("#555555");
  doc.text("This is a computer-generated invoice and needs no signature. Tax is not payable on reverse charge basis.");
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function party(doc: PDFKit.PDFDocument, heading: string, p: InvoiceParty) {
  doc.font("Helvetica-Bold").text(heading);
  doc.font("Helvetica").text(p.name);
  if (p.address) doc.text(p.address);
  doc.text(`State: ${p.state}`);
  doc.text(`GSTIN: ${p.gstin ?? "Unregistered"}`);
  doc.moveDown();
}

function line(doc: PDFKit.PDFDocument, label: string, amount: string) {
  const y = doc.y;
  doc.text(label, 50, y, { width: 300 });
  doc.text(amount, 350, y, { width: 195, align: "right" });
}
