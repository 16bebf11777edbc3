import type { ProductDetail } from "@domain/schemas/catalog";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { productMedia, products, profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { publicProductColumns, toPublicProduct } from "./public-product-columns";

/** A product as a visitor sees it; a missing or inactive product, or one of an inactive seller, is a 404. */
export async function getPublicProduct(db: Executor, id: string): Promise<ProductDetail> {
  const [row] = await db
    .select({
      ...publicProductColumns,
      description: products.description,
      isActive: products.isActive,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .where(and(eq(products.id, id), eq(products.isActive, true), eq(profiles.isActive, true)))
    .limit(1);
  if (!row) throw notFound("Product", "PRODUCT_NOT_FOUND");

  const media = await db
    .select({
      id: productMedia.id,
      mediaUrl: productMedia.mediaUrl,
      mediaType: productMedia.mediaType,
      displayOrder: productMedia.displayOrder,
    })
    .from(productMedia)
    .where(eq(productMedia.productId, id))
    .orderBy(asc(productMedia.displayOrder), asc(productMedia.id));

  return {
    ...toPublicProduct(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    media,
  };
}
