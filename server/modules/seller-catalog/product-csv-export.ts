import { asc, eq } from "drizzle-orm";
import { productRowsToCsv } from "@domain/product-csv-file";
import { productToCsvRow } from "@domain/product-csv";
import type { Executor } from "../../db/client";
import { products } from "../../db/schema";
import { toSellerProduct } from "./seller-product-rows";

/** GET /api/seller/products/export.csv: the seller's whole catalogue, oldest first (see domain/product-csv.ts). */
export async function exportSellerProductsCsv(db: Executor, sellerId: string): Promise<string> {
  const rows = await db.select().from(products).where(eq(products.sellerId, sellerId)).orderBy(asc(products.createdAt), asc(products.id));
  return productRowsToCsv(rows.map((row) => productToCsvRow(toSellerProduct(row, []))));
}
