import { eq } from "drizzle-orm";
import { isWithinEditWindow } from "@domain/reviews";
import type { BuyerReview } from "@domain/schemas/buyer-reviews";
import type { AppContext } from "../../app-context";
import { productReviews } from "../../db/schema";
import { conflict } from "../../errors";
import { buyerReview } from "./buyer-review-rows";
import { lockOwnReview } from "./own-review";

export type EditReviewInput = { stars: number; title: string; text: string };

/**
 * The writer changes their review within REVIEW_EDIT_DAYS of writing it; a real change marks it "edited" (saving it
 * unchanged does not). A new star count moves the product's and seller's counts by trigger in this transaction.
 */
export async function editReview(ctx: AppContext, buyerId: string, reviewId: string, input: EditReviewInput): Promise<BuyerReview> {
  await ctx.db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, buyerId, reviewId);
    if (!isWithinEditWindow(review.createdAt)) throw conflict("REVIEW_EDIT_WINDOW_CLOSED");
    const changed = review.stars !== input.stars || review.title !== input.title || review.body !== input.text;
    if (!changed) return;
    await tx
      .update(productReviews)
      .set({ stars: input.stars, title: input.title, body: input.text, editedAt: new Date() })
      .where(eq(productReviews.id, review.id));
  });
  return (await buyerReview(ctx.db, buyerId, reviewId))!;
}
