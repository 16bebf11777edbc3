import { SELLER_PRODUCTS_PAGE_SIZE } from "@domain/catalog";
import type { ProductList } from "@domain/schemas/catalog";
import type { SellerProductsQuery } from "@domain/schemas/public-seller";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { products, profiles } from "../../db/schema";
import { assertVisibleSeller } from "./get-public-seller";
import { decodeProductCursor, nextPageCursor } from "./product-cursor";
import { sortKey } from "./product-sort-keys";
import { firstMedia, thumbnailColumns, toSummary } from "./product-summaries";
import { publicProductColumns } from "./public-product-columns";

/**
 * One page of a seller's active products, newest first, as the catalogue's cards, keyset-paginated (the seller's
 * (seller_id, created_at) index walks it). A seller whose page a visitor may not open is a 404.
 */
export async function listSellerProducts(db: Executor, sellerId: string, query: SellerProductsQuery): Promise<ProductList> {
  const limit = query.limit ?? SELLER_PRODUCTS_PAGE_SIZE;
  const cursor = query.cursor === undefined ? undefined : decodeProductCursor(query.cursor, "newest");
  await assertVisibleSeller(db, sellerId);

  const key = sortKey("newest");
  const thumbnail = firstMedia(db);
  const rows = await db
    .select({ ...publicProductColumns, sortValue: sql<string>`${key.value}`, ...thumbnailColumns(thumbnail) })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .leftJoinLateral(thumbnail, sql`true`)
    .where(and(eq(products.sellerId, sellerId), eq(products.isActive, true), cursor && key.after(cursor)))
    .orderBy(...key.orderBy)
    .limit(limit + 1);
  return { items: rows.slice(0, limit).map(toSummary), nextCursor: nextPageCursor(rows, limit, "newest") };
}
