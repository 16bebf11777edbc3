import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { productReviews } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "../orders/order-id";

/**
 * The caller's own review, locked for the change about to be made (an edit, a photo counted against the limit);
 * another buyer's review, or none, is "not found".
 */
export async function lockOwnReview(tx: Executor, buyerId: string, reviewId: string) {
  if (!isUuid(reviewId)) throw notFound("Review", "REVIEW_NOT_FOUND");
  const [review] = await tx
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.id, reviewId), eq(productReviews.buyerId, buyerId)))
    .for("update");
  if (!review) throw notFound("Review", "REVIEW_NOT_FOUND");
  return review;
}
