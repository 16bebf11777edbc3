import { eq } from "drizzle-orm";
import type { AppContext } from "../../app-context";
import type { Transaction } from "../../db/client";
import { products } from "../../db/schema";
import { deleteProductMediaFiles } from "../../platform/media/product-media";
import { findOwnProduct, type ProductRecord, productMediaOf, productNotFound } from "./seller-product-rows";

/**
 * Deletes the product that `lock` finds (and locks) in the transaction: it goes with its media rows and wishlist
 * entries (cascades); order items keep their name and price snapshot and lose only the link
 * (order_items.product_id is ON DELETE SET NULL). `alsoInTransaction` runs beside the delete (an admin's audit row).
 * The stored files are removed once the rows are gone; a file that fails to go is logged, not answered as an error:
 * the product is deleted either way (ADR 14 accepts such orphans).
 */
export async function deleteProduct(
  ctx: AppContext,
  lock: (tx: Transaction) => Promise<ProductRecord>,
  alsoInTransaction?: (tx: Transaction, product: ProductRecord) => Promise<void>,
): Promise<void> {
  const { productId, mediaUrls } = await ctx.db.transaction(async (tx) => {
    const product = await lock(tx);
    const media = await productMediaOf(tx, product.id);
    const deleted = await tx.delete(products).where(eq(products.id, product.id)).returning({ id: products.id });
    if (deleted.length === 0) throw productNotFound();
    await alsoInTransaction?.(tx, product);
    return { productId: product.id, mediaUrls: media.map((medium) => medium.mediaUrl) };
  });
  await deleteProductMediaFiles(ctx.storage, mediaUrls).catch((error: unknown) =>
    ctx.log.error({ err: error, productId, mediaUrls }, "deleted product: some of its media files could not be removed"),
  );
}

/** DELETE /api/seller/products/:id: the seller's own product only (another seller's is a 404). */
export function deleteSellerProduct(ctx: AppContext, sellerId: string, productId: string): Promise<void> {
  return deleteProduct(ctx, (tx) => findOwnProduct(tx, sellerId, productId, { forUpdate: true }));
}
