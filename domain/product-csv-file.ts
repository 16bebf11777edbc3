/**
 * The CSV text of a seller's catalogue (papaparse), around the row conversion of product-csv.ts. Rows are numbered
 * as a spreadsheet numbers them (the header is row 1), which is what a seller sees when fixing the file.
 */
import Papa from "papaparse";
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn, type ProductCsvRow, REQUIRED_PRODUCT_CSV_COLUMNS } from "./product-csv";

/** Excel reads a CSV as UTF-8 (₹, Hindi names) only when it starts with a byte order mark. */
const BOM = "\uFEFF";

export function productRowsToCsv(rows: readonly ProductCsvRow[]): string {
  return BOM + Papa.unparse({ fields: [...PRODUCT_CSV_COLUMNS], data: rows.map((row) => PRODUCT_CSV_COLUMNS.map((c) => row[c])) }, { newline: "\r\n" });
}

export type CsvFileRow = { line: number; cells: Partial<Record<ProductCsvColumn, string>>; extraCells: number };
export type ReadCsvFile = { rows: CsvFileRow[]; fileErrors: string[] };

/**
 * The data rows of an uploaded file, by column name (headers are matched without regard to case or surrounding
 * spaces). Blank rows are skipped but still counted. File errors: missing or unknown columns, unterminated quotes,
 * no data rows.
 */
export function readProductCsv(text: string): ReadCsvFile {
  const parsed = Papa.parse<string[]>(text.startsWith(BOM) ? text.slice(1) : text, { header: false, skipEmptyLines: false });
  const fileErrors = parsed.errors
    .filter((error) => error.type === "Quotes")
    .map((error) => `Row ${(error.row ?? 0) + 1}: a quoted value is never closed.`);
  const [header = [], ...records] = parsed.data;
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length) fileErrors.push(`Unknown columns: ${unknown.map((n) => `“${n}”`).join(", ")}. The columns are ${PRODUCT_CSV_COLUMNS.join(", ")}.`);
  const missing = REQUIRED_PRODUCT_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length) fileErrors.push(`Missing columns: ${missing.join(", ")}.`);
  const duplicated = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicated.length) fileErrors.push(`Columns named twice: ${[...new Set(duplicated)].join(", ")}.`);

  const rows: CsvFileRow[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === "")) return;
    const cells: Partial<Record<ProductCsvColumn, string>> = {};
    names.forEach((name, column) => {
      if ((PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) cells[name as ProductCsvColumn] = record[column] ?? "";
    });
    rows.push({ line: index + 2, cells, extraCells: Math.max(0, record.length - names.length) });
  });
  if (rows.length === 0 && fileErrors.length === 0) fileErrors.push("The file has no product rows.");
  return { rows, fileErrors };
}
