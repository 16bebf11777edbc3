import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { SellerProductSort } from "@domain/seller-products";
import type { SellerProductPage } from "@domain/schemas/seller-products";
import type { Executor } from "../../db/client";
import { products } from "../../db/schema";
import { listingAllowance } from "./listing-allowance";
import { selectSellerProductRows } from "./seller-product-rows";

/** Each sort ends on the id, so rows with equal values keep one order from page to page. */
const ORDER_BY: Record<SellerProductSort, SQL[]> = {
  created_desc: [desc(products.createdAt), desc(products.id)],
  created_asc: [asc(products.createdAt), asc(products.id)],
  name_asc: [asc(products.name), asc(products.id)],
  name_desc: [desc(products.name), desc(products.id)],
  price_asc: [asc(products.listPrice), asc(products.id)],
  price_desc: [desc(products.listPrice), desc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
  stock_desc: [desc(products.stock), desc(products.id)],
};

/** `%` and `_` typed by the seller are letters to look for, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type SellerProductListInput = { sellerId: string; q?: string; sort: SellerProductSort; page: number; pageSize: number };

/**
 * GET /api/seller/products: one page of the seller's products (Active and Draft), optionally those whose name
 * contains `q` (any case), with the total that matched and the plan allowance. A seller's catalogue is bounded by
 * its plan, so numbered pages (offset) are fine here.
 */
export async function listSellerProducts(db: Executor, input: SellerProductListInput): Promise<SellerProductPage> {
  const where = and(eq(products.sellerId, input.sellerId), input.q ? ilike(products.name, containsPattern(input.q)) : undefined);
  const [items, [counted], allowance] = await Promise.all([
    selectSellerProductRows(db, where, ORDER_BY[input.sort], input.pageSize, (input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(products).where(where),
    listingAllowance(db, input.sellerId),
  ]);
  return { items, total: counted?.total ?? 0, page: input.page, pageSize: input.pageSize, allowance };
}

/** The seller's newest products, for the dashboard. */
export function recentSellerProducts(db: Executor, sellerId: string, limit: number) {
  return selectSellerProductRows(db, eq(products.sellerId, sellerId), ORDER_BY.created_desc, limit);
}
