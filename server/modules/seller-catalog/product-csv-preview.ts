import { and, eq, sql } from "drizzle-orm";
import { csvRowToProduct, productToCsvRow, type ProductCsvRow } from "@domain/product-csv";
import { readProductCsv } from "@domain/product-csv-file";
import type { ProductCsvPreview } from "@domain/schemas/seller-products";
import type { SellerProductValues } from "@domain/schemas/seller-products";
import type { Executor } from "../../db/client";
import { englishMessage } from "../../platform/i18n/english-messages";
import { products } from "../../db/schema";
import { listingAllowance } from "./listing-allowance";
import { toSellerProduct } from "./seller-product-rows";

/** A bound on the work one file can ask for (and on the preview's size); 5,000 rows import in a few seconds. */
export const MAX_IMPORT_ROWS = 10_000;

export type CheckedImport = {
  preview: ProductCsvPreview;
  creates: SellerProductValues[];
  updates: (SellerProductValues & { id: string })[];
};

/**
 * Reads and checks a CSV file of the seller's products without saving anything: every row by the product form's
 * rules, ids only of the seller's own products (each once), and the creates within the plan's listing limit. A row
 * that updates a product keeps the stored value of every column the file leaves out (a file of ids, names, prices
 * and stock does not wipe descriptions or tiers).
 */
export async function checkProductImport(db: Executor, sellerId: string, csv: string): Promise<CheckedImport> {
  const file = readProductCsv(csv);
  const fileErrors = [...file.fileErrors];
  if (file.rows.length > MAX_IMPORT_ROWS) fileErrors.push(`A file can hold at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} products; this one has ${file.rows.length.toLocaleString("en-IN")}.`);

  const ids = [...new Set(file.rows.flatMap((row) => csvRowToProduct({ id: row.cells.id }, englishMessage).id ?? []))];
  const owned = await ownProductRows(db, sellerId, ids);
  const allowance = await listingAllowance(db, sellerId);
  const parsed = file.rows.map((row) => {
    const id = csvRowToProduct({ id: row.cells.id }, englishMessage).id;
    const stored = id ? owned.get(id) : undefined;
    return { row, result: csvRowToProduct(stored ? { ...stored, ...row.cells } : row.cells, englishMessage) };
  });

  const firstLineOfId = new Map<string, number>();
  const creates: CheckedImport["creates"] = [];
  const updates: CheckedImport["updates"] = [];
  const rows = parsed.map(({ row, result }) => {
    const errors = result.ok ? [] : [...result.errors];
    if (row.extraCells > 0) errors.push(`row: ${row.extraCells} more value(s) than the header has columns.`);
    if (result.id && !owned.has(result.id)) errors.push("id: none of your products has this id. Leave it empty to add a new product.");
    const earlier = result.id ? firstLineOfId.get(result.id) : undefined;
    if (earlier !== undefined) errors.push(`id: the same product is on row ${earlier}.`);
    else if (result.id) firstLineOfId.set(result.id, row.line);
    if (result.ok && errors.length === 0) {
      if (result.id) updates.push({ ...result.values, id: result.id });
      else creates.push(result.values);
    }
    const name = result.ok ? result.values.name : result.name;
    return { line: row.line, action: result.id ? ("update" as const) : ("create" as const), name, errors };
  });

  const creating = rows.filter((row) => row.action === "create").length;
  if (allowance.used + creating > allowance.limit) {
    fileErrors.push(
      `This file adds ${creating} products to your ${allowance.used}, beyond your limit of ${allowance.limit} products. Please upgrade your plan to add more.`,
    );
  }
  const valid = fileErrors.length === 0 && rows.every((row) => row.errors.length === 0);
  return {
    preview: { rows, creates: creating, updates: rows.length - creating, fileErrors, valid, allowance },
    creates,
    updates,
  };
}

/** The seller's products among `ids`, as the rows they export as. */
async function ownProductRows(db: Executor, sellerId: string, ids: string[]): Promise<Map<string, ProductCsvRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.sellerId, sellerId), sql`${products.id} = any(${`{${ids.join(",")}}`}::uuid[])`));
  return new Map(rows.map((row) => [row.id, productToCsvRow(toSellerProduct(row, []))]));
}
