import { randomUUID } from "node:crypto";
import { and, eq, type SQL } from "drizzle-orm";
import { returnPhotoUrl, type ReturnPhoto } from "@domain/schemas/order-returns";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { orderReturns, orders } from "../../db/schema";
import { AppError, businessRule, notFound } from "../../errors";
import { MAX_IMAGE_PIXELS } from "../../platform/media/product-image";
import type { ReceivedUpload } from "../../platform/storage/receive-upload";
import type { StoredObject } from "../../platform/storage/storage";
import { isUuid } from "../orders/order-id";

/** Photos are private: kept under the order, served only to its buyer, its seller and admins (return-photo routes). */
export const returnPhotoKey = (orderId: string, photoId: string) => `return-photos/${orderId}/${photoId}.webp`;
const PHOTO_MAX_WIDTH = 1600;

/** The buyer's own order, or "not found": checked before an upload is read. */
export async function assertBuyerOrder(db: Executor, buyerId: string, orderId: string): Promise<void> {
  if (!isUuid(orderId)) throw notFound("Order", "ORDER_NOT_FOUND");
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!order) throw notFound("Order", "ORDER_NOT_FOUND");
}

/**
 * Stores a photo for a return request of this order: re-encoded as WebP (upright, at most 1600 px wide, no EXIF or
 * GPS metadata), whatever the upload was. The request names it by the id answered here; one never named stays unseen.
 */
export async function storeReturnPhoto(ctx: AppContext, orderId: string, upload: ReceivedUpload): Promise<{ photoId: string }> {
  try {
    const { default: sharp } = await import("sharp");
    let data: Buffer;
    try {
      data = await sharp(upload.path, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS })
        .autoOrient()
        .resize({ width: PHOTO_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new AppError("PAYLOAD_TOO_LARGE", `Images can be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`);
      }
      throw new AppError("IMAGE_UNREADABLE");
    }
    const photoId = randomUUID();
    await ctx.storage.put(returnPhotoKey(orderId, photoId), data, { contentType: "image/webp", contentLength: data.length });
    return { photoId };
  } finally {
    await upload.dispose();
  }
}

/** The storage keys of the photos a request names, each checked to have been uploaded for this order (else 422). */
export async function returnPhotoKeys(ctx: AppContext, orderId: string, photoIds: readonly string[]): Promise<string[]> {
  const keys = [...new Set(photoIds)].map((photoId) => returnPhotoKey(orderId, photoId));
  const present = await Promise.all(keys.map((key) => ctx.storage.exists(key)));
  if (present.some((found) => !found)) throw businessRule("RETURN_PHOTO_MISSING");
  return keys;
}

/** A request's photos as links for one kind of viewer. */
export function returnPhotosFor(audience: "buyer" | "seller" | "admin", request: { id: string; photos: string[] }): ReturnPhoto[] {
  return request.photos.map((key) => {
    const id = key.slice(key.lastIndexOf("/") + 1).replace(/\.webp$/, "");
    return { id, url: returnPhotoUrl(audience, request.id, id) };
  });
}

/**
 * One photo of a request that the viewer may see (the buyer who asked, the order's seller, or any admin when
 * `viewer` is null); anything else is "not found".
 */
export async function openReturnPhoto(
  ctx: AppContext,
  viewer: { buyerId: string } | { sellerId: string } | null,
  returnId: string,
  photoId: string,
): Promise<StoredObject> {
  if (!isUuid(returnId) || !isUuid(photoId)) throw notFound("Return request", "RETURN_NOT_FOUND");
  const conditions: SQL[] = [eq(orderReturns.id, returnId)];
  if (viewer && "buyerId" in viewer) conditions.push(eq(orderReturns.buyerId, viewer.buyerId));
  if (viewer && "sellerId" in viewer) conditions.push(eq(orderReturns.sellerId, viewer.sellerId));
  const [request] = await ctx.db
    .select({ orderId: orderReturns.orderId, photos: orderReturns.photos })
    .from(orderReturns)
    .where(and(...conditions));
  const key = request && returnPhotoKey(request.orderId, photoId);
  const object = key && request.photos.includes(key) ? await ctx.storage.get(key) : undefined;
  if (!object) throw notFound("Return request", "RETURN_NOT_FOUND");
  return object;
}
