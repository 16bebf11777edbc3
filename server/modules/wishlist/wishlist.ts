import { and, count, desc, eq, sql } from "drizzle-orm";
import { MAX_WISHLIST_ITEMS, type WishlistList } from "@domain/schemas/wishlist";
import type { Database, Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { productMedia, products, profiles, wishlistItems } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { isUuid } from "../orders/order-id";

const firstImage = sql<string | null>`(
  select ${productMedia.mediaUrl} from ${productMedia}
  where ${productMedia.productId} = ${outerColumn(products.id)} and ${productMedia.mediaType} = 'image'
  order by ${productMedia.displayOrder}, ${productMedia.createdAt} limit 1)`;

/** The buyer's saved products, most recently saved first, with what the wishlist page shows. */
export async function listWishlist(db: Executor, input: { userId: string; cursor?: string; limit: number }): Promise<WishlistList> {
  const rows = await db
    .select({
      id: products.id,
      cursorAt: cursorTimestamp(wishlistItems.createdAt),
      addedAt: wishlistItems.createdAt,
      product: products,
      imageUrl: firstImage,
      seller: { id: profiles.id, companyName: profiles.companyName, isVerified: profiles.isVerified },
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .where(
      and(
        eq(wishlistItems.userId, input.userId),
        input.cursor ? afterCursor(wishlistItems.createdAt, wishlistItems.productId, decodeCursor(input.cursor)) : undefined,
      ),
    )
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
    .limit(input.limit + 1);

  const { page, nextCursor } = pageOf(rows, input.limit);
  return {
    items: page.map(({ product, imageUrl, seller, addedAt }) => ({
      productId: product.id,
      name: product.name,
      category: product.category,
      price: product.price,
      tieredPricing: product.tieredPricing,
      minOrderQuantity: product.minOrderQuantity,
      stock: product.stock,
      isActive: product.isActive,
      imageUrl,
      seller,
      addedAt: addedAt.toISOString(),
    })),
    nextCursor,
  };
}

export async function isInWishlist(db: Executor, userId: string, productId: string): Promise<boolean> {
  if (!isUuid(productId)) return false;
  const [row] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return Boolean(row);
}

/** Saves a product (again saving it changes nothing). Only products on sale can be saved. */
export async function addToWishlist(db: Database, userId: string, productId: string): Promise<void> {
  if (!isUuid(productId)) throw notFound("Product", "PRODUCT_NOT_FOUND");
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true)));
    if (!product) throw notFound("Product", "PRODUCT_NOT_FOUND");
    // Serialises this user's additions, so two at once cannot both slip under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`);
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    if (saved >= MAX_WISHLIST_ITEMS) {
      throw new AppError("WISHLIST_FULL", `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products. Remove some before adding more.`,
      );
    }
    await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  });
}

export async function removeFromWishlist(db: Executor, userId: string, productId: string): Promise<void> {
  if (!isUuid(productId)) return;
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
