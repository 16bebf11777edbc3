import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { isWithinEditWindow, REVIEW_PHOTOS_MAX } from "@domain/reviews";
import type { ReviewPhoto } from "@domain/schemas/reviews";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { productReviews, reviewPhotos } from "../../db/schema";
import { businessRule, conflict, notFound } from "../../errors";
import type { ReceivedUpload } from "../../platform/storage/receive-upload";
import { isUuid } from "../orders/order-id";
import { lockOwnReview } from "./own-review";
import { removePhotoFiles, storeReviewPhotoFiles } from "./review-photo-files";
import { reviewPhotoJson } from "./review-photo-urls";

type Review = typeof productReviews.$inferSelect;

/** A photo may be added to the caller's own review within its edit window, while it has fewer than the limit. */
async function assertMayAddPhoto(db: Executor, review: Review): Promise<void> {
  if (!isWithinEditWindow(review.createdAt)) throw conflict("REVIEW_EDIT_WINDOW_CLOSED");
  const [{ photos } = { photos: 0 }] = await db.select({ photos: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id));
  if (photos >= REVIEW_PHOTOS_MAX) throw businessRule("REVIEW_PHOTO_LIMIT");
}

/**
 * Checked before the upload is read, so a refused request costs no decoding: someone else's review is 404, a
 * closed edit window 409, a full set of photos 422. The same checks run again under the review's row lock.
 */
export async function precheckReviewPhoto(ctx: AppContext, buyerId: string, reviewId: string): Promise<void> {
  if (!isUuid(reviewId)) throw notFound("Review", "REVIEW_NOT_FOUND");
  const [review] = await ctx.db.select().from(productReviews).where(and(eq(productReviews.id, reviewId), eq(productReviews.buyerId, buyerId)));
  if (!review) throw notFound("Review", "REVIEW_NOT_FOUND");
  await assertMayAddPhoto(ctx.db, review);
}

/**
 * Adds an uploaded photo to the caller's review. The (slow) re-encoding happens outside any transaction; the photo is
 * then counted and recorded under the review's row lock, so concurrent uploads queue there and never exceed
 * REVIEW_PHOTOS_MAX. A refused or failed photo's files are removed again.
 */
export async function addReviewPhoto(ctx: AppContext, buyerId: string, reviewId: string, upload: ReceivedUpload): Promise<ReviewPhoto> {
  const photoId = randomUUID();
  let mediaUrl: string;
  try {
    mediaUrl = await storeReviewPhotoFiles(ctx.storage, upload.path, reviewId, photoId);
  } finally {
    await upload.dispose();
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const review = await lockOwnReview(tx, buyerId, reviewId);
      await assertMayAddPhoto(tx, review);
      const order = sql<number>`(select coalesce(max(${reviewPhotos.displayOrder}) + 1, 0) from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${review.id})`;
      await tx.insert(reviewPhotos).values({ id: photoId, reviewId: review.id, mediaUrl, displayOrder: order });
    });
  } catch (error) {
    await removePhotoFiles(ctx, [mediaUrl]);
    throw error;
  }
  return reviewPhotoJson({ id: photoId, mediaUrl });
}

/** Removes one photo of the caller's own review (any time: a buyer may always take a picture back), files after commit. */
export async function deleteReviewPhoto(ctx: AppContext, buyerId: string, reviewId: string, photoId: string): Promise<void> {
  const mediaUrl = await ctx.db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, buyerId, reviewId);
    if (!isUuid(photoId)) throw notFound("Photo");
    const [deleted] = await tx
      .delete(reviewPhotos)
      .where(and(eq(reviewPhotos.id, photoId), eq(reviewPhotos.reviewId, review.id)))
      .returning({ mediaUrl: reviewPhotos.mediaUrl });
    if (!deleted) throw notFound("Photo");
    return deleted.mediaUrl;
  });
  await removePhotoFiles(ctx, [mediaUrl]);
}
