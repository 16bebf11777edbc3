import { eq } from "drizzle-orm";
import type { AppContext } from "../../app-context";
import { productReviews, reviewPhotos } from "../../db/schema";
import { conflict } from "../../errors";
import { lockOwnReview } from "./own-review";
import { removePhotoFiles } from "./review-photo-files";

/**
 * The writer deletes their review (at any time: it is theirs to withdraw, unless an administrator has hidden it); its
 * stars leave the product's and the seller's counts by trigger, its photo rows go with it, and its photo files are
 * removed once that is committed (a failed removal leaves an unreferenced file, never a review pointing at a missing one).
 */
export async function deleteReview(ctx: AppContext, buyerId: string, reviewId: string): Promise<void> {
  const photoUrls = await ctx.db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, buyerId, reviewId);
    // A hidden review stays: deleting it would free its order item, and the same words written again would be back
    // on the product page, counted, past the administrator who hid them (409 REVIEW_ALREADY_HIDDEN).
    if (review.hiddenAt) throw conflict("REVIEW_ALREADY_HIDDEN");
    const photos = await tx.select({ mediaUrl: reviewPhotos.mediaUrl }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id));
    await tx.delete(productReviews).where(eq(productReviews.id, review.id));
    return photos.map((photo) => photo.mediaUrl);
  });
  await removePhotoFiles(ctx, photoUrls);
}
