import type { App } from "../../app";
import { reviewReports, type products } from "../../db/schema";
import { createTestReview, createTestReviewer } from "../../modules/reviews/test-factories";

/**
 * A reported review of the product of "seller", for the matrix's admin moderation routes (hide, restore, dismiss its
 * reports), so that hiding it leaves the owners' own review (owned.reviewId) as the buyer and seller routes expect.
 */
export async function createModeratedReview(app: App, product: typeof products.$inferSelect): Promise<{ moderatedReviewId: string }> {
  const review = await createTestReview(app.ctx.db, { product, stars: 1, text: "Matrix reported review" });
  const reporter = await createTestReviewer(app.ctx.db, { companyName: "Matrix Reporter" });
  await app.ctx.db.insert(reviewReports).values({ reviewId: review.id, reporterId: reporter.id, reason: "spam" });
  return { moderatedReviewId: review.id };
}
