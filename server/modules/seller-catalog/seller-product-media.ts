import { and, count, eq, max, sql } from "drizzle-orm";
import type { ProductMedia } from "@domain/schemas/catalog";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { productMedia, products } from "../../db/schema";
import { businessRule, conflict, notFound } from "../../errors";
import { deleteMediumFiles, storeProductMedia } from "../../platform/media/product-media";
import type { ReceivedUpload } from "../../platform/storage/receive-upload";
import { isUuid } from "../orders/order-id";
import { findOwnProduct, productMediaOf } from "./seller-product-rows";

/** As many as the reorder call accepts (mediaOrderInputSchema). */
export const MAX_MEDIA_PER_PRODUCT = 50;

const mediaLimitReached = () =>
  businessRule("MEDIA_LIMIT_REACHED", `A product can have at most ${MAX_MEDIA_PER_PRODUCT} images and videos. Remove some to add more.`, {
    limit: MAX_MEDIA_PER_PRODUCT,
  });

async function mediaCount(db: Executor, productId: string) {
  const [row] = await db.select({ media: count() }).from(productMedia).where(eq(productMedia.productId, productId));
  return row?.media ?? 0;
}

/** Checked before an upload is received: the product is the seller's own (else 404) and has room for one more. */
export async function assertCanAddMedium(db: Executor, sellerId: string, productId: string): Promise<void> {
  const product = await findOwnProduct(db, sellerId, productId);
  if ((await mediaCount(db, product.id)) >= MAX_MEDIA_PER_PRODUCT) throw mediaLimitReached();
}

/**
 * POST /api/seller/products/:id/media: stores a received upload (platform/media: images re-encoded, videos as they
 * came) and appends it to the product's media. The product row is locked while the medium is numbered, so
 * concurrent uploads get distinct places; if the product went meanwhile, the stored files are removed again.
 */
export async function addProductMedium(ctx: AppContext, input: { sellerId: string; productId: string; upload: ReceivedUpload }): Promise<ProductMedia> {
  const stored = await storeProductMedia(ctx.storage, input.upload, { sellerId: input.sellerId });
  try {
    return await ctx.db.transaction(async (tx) => {
      const product = await findOwnProduct(tx, input.sellerId, input.productId, { forUpdate: true });
      if ((await mediaCount(tx, product.id)) >= MAX_MEDIA_PER_PRODUCT) throw mediaLimitReached();
      const [last] = await tx.select({ order: max(productMedia.displayOrder) }).from(productMedia).where(eq(productMedia.productId, product.id));
      const [medium] = await tx
        .insert(productMedia)
        .values({ productId: product.id, mediaUrl: stored.mediaUrl, mediaType: stored.mediaType, displayOrder: (last?.order ?? -1) + 1 })
        .returning({ id: productMedia.id, mediaUrl: productMedia.mediaUrl, mediaType: productMedia.mediaType, displayOrder: productMedia.displayOrder });
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, product.id));
      return medium!;
    });
  } catch (error) {
    await deleteMediumFiles(ctx.storage, stored.mediaUrl).catch(() => undefined);
    throw error;
  }
}

/** DELETE /api/seller/products/:id/media/:mediaId: the row, then its stored files (and an image's variants). */
export async function removeProductMedium(ctx: AppContext, input: { sellerId: string; productId: string; mediaId: string }): Promise<void> {
  if (!isUuid(input.mediaId)) throw notFound("Media");
  const mediaUrl = await ctx.db.transaction(async (tx) => {
    const product = await findOwnProduct(tx, input.sellerId, input.productId, { forUpdate: true });
    const [removed] = await tx
      .delete(productMedia)
      .where(and(eq(productMedia.id, input.mediaId), eq(productMedia.productId, product.id)))
      .returning({ mediaUrl: productMedia.mediaUrl });
    if (!removed) throw notFound("Media");
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, product.id));
    return removed.mediaUrl;
  });
  await deleteMediumFiles(ctx.storage, mediaUrl).catch((error: unknown) =>
    ctx.log.error({ err: error, mediaUrl }, "removed medium: its stored files could not be removed"),
  );
}

/**
 * PUT /api/seller/products/:id/media/order: every medium of the product exactly once, in the new display order
 * (409 CONFLICT otherwise, so a stale page cannot drop or duplicate one). Answers the media in order.
 */
export async function reorderProductMedia(ctx: AppContext, input: { sellerId: string; productId: string; mediaIds: string[] }): Promise<ProductMedia[]> {
  return ctx.db.transaction(async (tx) => {
    const product = await findOwnProduct(tx, input.sellerId, input.productId, { forUpdate: true });
    const current = new Set((await productMediaOf(tx, product.id)).map((medium) => medium.id));
    const wanted = input.mediaIds.map((id) => id.toLowerCase());
    if (new Set(wanted).size !== wanted.length || wanted.length !== current.size || !wanted.every((id) => current.has(id))) {
      throw conflict("CONFLICT", "The media have changed since the page loaded. Reload it and try again.");
    }
    const order = sql`array[${sql.join(wanted.map((id) => sql`${id}::uuid`), sql`, `)}]`;
    await tx
      .update(productMedia)
      .set({ displayOrder: sql`array_position(${order}, ${productMedia.id}) - 1` })
      .where(eq(productMedia.productId, product.id));
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, product.id));
    return productMediaOf(tx, product.id);
  });
}
