/**
 * A seller's monthly statement (ADR 32, "Months"): the tax invoices and credit notes it issued in the month, the TCS
 * the marketplace collected on them (to claim in its GST return), and what was kept from the payouts of the month's
 * delivered orders (fee, GST on fee, TDS). The CSV has two tables: the documents, then the month's figures.
 */
import Papa from "papaparse";
import type { MonthDeductions } from "./month-deductions";
import { paiseToRupeesString } from "./money";
import { escapeCsvText } from "./product-csv";

export type StatementDocument = {
  kind: "invoice" | "credit_note";
  number: string;
  /** India date. */
  issuedOn: string;
  orderNumber: string;
  /** null: a B2C invoice (the buyer gave no GSTIN). */
  buyerGstin: string | null;
  /** The invoice a credit note reduces; null for an invoice. */
  invoiceNumber: string | null;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

export type MonthlyStatement = {
  month: string;
  seller: { name: string; gstin: string | null };
  invoices: StatementDocument[];
  creditNotes: StatementDocument[];
  /** TCS of the month: the invoices' less the credit notes'. */
  tcs: { cgst: number; sgst: number; igst: number; total: number };
  deductions: MonthDeductions;
  /** The platform's fee invoice for the month, once issued. */
  feeInvoiceNumber: string | null;
};

export const STATEMENT_DOCUMENT_COLUMNS = [
  "document",
  "number",
  "date",
  "order_number",
  "buyer_gstin",
  "invoice_number",
  "taxable_value",
  "cgst",
  "sgst",
  "igst",
  "total",
] as const;

const BOM = "\uFEFF";
const rupees = paiseToRupeesString;

/** The month's figures in the statement's second table, in the order a return is filled in. */
export function statementFigures(statement: MonthlyStatement): [string, string][] {
  const { tcs, deductions: d } = statement;
  return [
    ["tcs_cgst", rupees(tcs.cgst)],
    ["tcs_sgst", rupees(tcs.sgst)],
    ["tcs_igst", rupees(tcs.igst)],
    ["tcs_total", rupees(tcs.total)],
    ["orders_delivered", String(d.orderCount)],
    ["gross", rupees(d.gross)],
    ["platform_fee", rupees(d.fee)],
    ["gst_on_fee", rupees(d.feeGst)],
    ["tcs_deducted", rupees(d.tcs)],
    ["tds", rupees(d.tds)],
    ["net_payout", rupees(d.net)],
    ["fee_invoice_number", statement.feeInvoiceNumber ?? ""],
  ];
}

export function monthlyStatementCsv(statement: MonthlyStatement): string {
  const documents = [...statement.invoices, ...statement.creditNotes].map((doc) => [
    doc.kind,
    doc.number,
    doc.issuedOn,
    doc.orderNumber,
    doc.buyerGstin ?? "B2C",
    doc.invoiceNumber ?? "",
    rupees(doc.taxableValue),
    rupees(doc.cgst),
    rupees(doc.sgst),
    rupees(doc.igst),
    rupees(doc.total),
  ]);
  const options = { newline: "\r\n" };
  return (
    BOM +
    Papa.unparse({ fields: [...STATEMENT_DOCUMENT_COLUMNS], data: documents }, options) +
    "\r\n\r\n" +
    Papa.unparse(
      { fields: ["month", statement.month], data: [["seller", escapeCsvText(statement.seller.name)], ["gstin", statement.seller.gstin ?? ""], ...statementFigures(statement)] },
      options,
    ) +
    "\r\n"
  );
}
