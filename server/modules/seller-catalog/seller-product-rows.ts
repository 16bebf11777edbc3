import { gstRatePercent } from "@domain/gst-rates";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { CategoryName } from "@domain/categories";
import type { MediaType } from "@domain/catalog";
import type { SellerProduct, SellerProductRow } from "@domain/schemas/seller-products";
import type { Executor } from "../../db/client";
import { productMedia, products } from "../../db/schema";
import { notFound } from "../../errors";
import { firstMedia, thumbnailColumns } from "../catalog/product-summaries";
import { isUuid } from "../orders/order-id";

export const productNotFound = () => notFound("Product", "PRODUCT_NOT_FOUND");

/** The seller's products matching `where` as table rows (with the first medium), in the given order. */
export async function selectSellerProductRows(db: Executor, where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0): Promise<SellerProductRow[]> {
  const thumbnail = firstMedia(db);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      stock: products.stock,
      price: products.price,
      listPrice: products.listPrice,
      isActive: products.isActive,
      createdAt: products.createdAt,
      ...thumbnailColumns(thumbnail),
    })
    .from(products)
    .leftJoinLateral(thumbnail, sql`true`)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(({ thumbnailUrl, thumbnailType, createdAt, category, ...row }) => ({
    ...row,
    category: category as CategoryName,
    createdAt: createdAt.toISOString(),
    thumbnail: thumbnailUrl && thumbnailType ? { mediaUrl: thumbnailUrl, mediaType: thumbnailType } : null,
  }));
}

export type ProductRecord = typeof products.$inferSelect;
export type MediumRecord = { id: string; mediaUrl: string; mediaType: MediaType; displayOrder: number };

/** The media of a product in display order. */
export async function productMediaOf(db: Executor, productId: string): Promise<MediumRecord[]> {
  return db
    .select({ id: productMedia.id, mediaUrl: productMedia.mediaUrl, mediaType: productMedia.mediaType, displayOrder: productMedia.displayOrder })
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.displayOrder), asc(productMedia.createdAt), asc(productMedia.id));
}

/**
 * The seller's own product, or 404 PRODUCT_NOT_FOUND: another seller's product does not exist for this one.
 * With `forUpdate`, the row stays locked until the transaction ends (media changes take it to keep their order).
 */
export async function findOwnProduct(db: Executor, sellerId: string, productId: string, { forUpdate = false } = {}): Promise<ProductRecord> {
  if (!isUuid(productId)) throw productNotFound();
  const query = db.select().from(products).where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  const [product] = forUpdate ? await query.for("update") : await query;
  if (!product) throw productNotFound();
  return product;
}

export function toSellerProduct(product: ProductRecord, media: MediumRecord[]): SellerProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category as CategoryName,
    stock: product.stock,
    minOrderQuantity: product.minOrderQuantity,
    price: product.price,
    listPrice: product.listPrice,
    tieredPricing: [...product.tieredPricing].sort((a, b) => a.quantity - b.quantity).map(({ quantity, price }) => ({ quantity, price })),
    isActive: product.isActive,
    hsnCode: product.hsnCode,
    gstRate: gstRatePercent(product.gstRateBasisPoints),
    dispatchDays: product.dispatchDays,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    media,
  };
}

/** GET /api/seller/products/:id: the seller's own product with its media. */
export async function getSellerProduct(db: Executor, sellerId: string, productId: string): Promise<SellerProduct> {
  const product = await findOwnProduct(db, sellerId, productId);
  return toSellerProduct(product, await productMediaOf(db, product.id));
}
