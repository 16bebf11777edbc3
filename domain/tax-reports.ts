/**
 * The marketplace's monthly tax reports (ADR 32, "Months"): the TCS it collected as Form GSTR-8 reports it, per
 * supplier GSTIN, from the month's invoices less its credit notes; and the income-tax TDS it deducted, per seller with
 * its PAN, from the month's delivered orders. Amounts in the CSVs are rupees with two decimals, no grouping.
 */
import Papa from "papaparse";
import { paiseToRupeesString } from "./money";
import { escapeCsvText } from "./product-csv";

/** A document's part in GSTR-8: its supplier, its taxable value and the TCS stored on it when it was issued. */
export type TcsDocument = { supplierGstin: string; taxableValue: number; tcsCgst: number; tcsSgst: number; tcsIgst: number };

/** One line of GSTR-8 (table 3): a supplier's supplies of the month through the marketplace, and the TCS on them. */
export type Gstr8Row = {
  supplierGstin: string;
  /** Σ the month's invoices' taxable values. */
  grossValue: number;
  /** Σ the month's credit notes' taxable values. */
  returnedValue: number;
  /** gross − returned (negative when returns of earlier months' sales outweigh the month's sales). */
  netValue: number;
  igst: number;
  cgst: number;
  sgst: number;
};

/** The GSTR-8 lines of a month: invoices add, credit notes subtract, per supplier GSTIN in GSTIN order. */
export function gstr8Rows(invoices: readonly TcsDocument[], creditNotes: readonly TcsDocument[]): Gstr8Row[] {
  const rows = new Map<string, Gstr8Row>();
  const add = (doc: TcsDocument, sign: 1 | -1) => {
    const row = rows.get(doc.supplierGstin) ?? { supplierGstin: doc.supplierGstin, grossValue: 0, returnedValue: 0, netValue: 0, igst: 0, cgst: 0, sgst: 0 };
    if (sign === 1) row.grossValue += doc.taxableValue;
    else row.returnedValue += doc.taxableValue;
    row.netValue += sign * doc.taxableValue;
    row.igst += sign * doc.tcsIgst;
    row.cgst += sign * doc.tcsCgst;
    row.sgst += sign * doc.tcsSgst;
    rows.set(doc.supplierGstin, row);
  };
  for (const invoice of invoices) add(invoice, 1);
  for (const note of creditNotes) add(note, -1);
  return [...rows.values()].sort((a, b) => a.supplierGstin.localeCompare(b.supplierGstin));
}

export const GSTR8_COLUMNS = [
  "supplier_gstin",
  "gross_value_of_supplies",
  "value_of_supplies_returned",
  "net_amount_liable_for_tcs",
  "igst",
  "cgst",
  "sgst",
] as const;

/** Excel reads a CSV as UTF-8 (₹, Hindi names) only when it starts with a byte order mark. */
const BOM = "\uFEFF";
const rupees = paiseToRupeesString;

export function gstr8Csv(rows: readonly Gstr8Row[]): string {
  const data = rows.map((row) => [row.supplierGstin, rupees(row.grossValue), rupees(row.returnedValue), rupees(row.netValue), rupees(row.igst), rupees(row.cgst), rupees(row.sgst)]);
  return BOM + Papa.unparse({ fields: [...GSTR8_COLUMNS], data }, { newline: "\r\n" });
}

/** A seller's TDS of a month: the gross of its orders delivered that month and the TDS deducted from them. */
export type TdsRow = { sellerId: string; sellerName: string; gstin: string | null; pan: string | null; orderCount: number; gross: number; tds: number };

export const TDS_COLUMNS = ["seller", "gstin", "pan", "orders", "gross_amount", "tds"] as const;

export function tdsCsv(rows: readonly TdsRow[]): string {
  const data = rows.map((row) => [escapeCsvText(row.sellerName), row.gstin ?? "", row.pan ?? "", String(row.orderCount), rupees(row.gross), rupees(row.tds)]);
  return BOM + Papa.unparse({ fields: [...TDS_COLUMNS], data }, { newline: "\r\n" });
}
