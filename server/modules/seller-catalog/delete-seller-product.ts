import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../app-context";
import { products } from "../../db/schema";
import { deleteProductMediaFiles } from "../../platform/media/product-media";
import { findOwnProduct, productMediaOf, productNotFound } from "./seller-product-rows";

/**
 * DELETE /api/seller/products/:id: the product goes with its media rows and wishlist entries (cascades); order
 * items keep their name and price snapshot and lose only the link (order_items.product_id is ON DELETE SET NULL).
 * The stored files are removed once the rows are gone; a file that fails to go is logged, not answered as an
 * error: the product is deleted either way (ADR 14 accepts such orphans).
 */
export async function deleteSellerProduct(ctx: AppContext, sellerId: string, productId: string): Promise<void> {
  const mediaUrls = await ctx.db.transaction(async (tx) => {
    const product = await findOwnProduct(tx, sellerId, productId, { forUpdate: true });
    const media = await productMediaOf(tx, product.id);
    const deleted = await tx.delete(products).where(and(eq(products.id, product.id), eq(products.sellerId, sellerId))).returning({ id: products.id });
    if (deleted.length === 0) throw productNotFound();
    return media.map((medium) => medium.mediaUrl);
  });
  await deleteProductMediaFiles(ctx.storage, mediaUrls).catch((error: unknown) =>
    ctx.log.error({ err: error, productId, mediaUrls }, "deleted product: some of its media files could not be removed"),
  );
}
