import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { productReviews, products, profiles } from "../../db/schema";
import { notFound } from "../../errors";

/**
 * A review anyone may see on a product page: not hidden, of an active product of an active seller. Everything else
 * (unknown, hidden, its product withdrawn) is 404 REVIEW_NOT_FOUND to voters and reporters, who cannot see it.
 * `lock` holds the row until the transaction ends, so an administrator's hide waits for the vote or report: a vote
 * takes the lock its helpful_count update (by trigger) needs anyway ("no key update"), so two voters queue rather
 * than deadlock upgrading shared locks; a report, which changes nothing on the review, shares it.
 */
export async function findVisibleReview(
  db: Executor,
  reviewId: string,
  lock?: "share" | "no key update",
): Promise<{ id: string; buyerId: string; sellerId: string }> {
  const query = db
    .select({ id: productReviews.id, buyerId: productReviews.buyerId, sellerId: productReviews.sellerId })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .where(and(eq(productReviews.id, reviewId), sql`${productReviews.hiddenAt} is null`, eq(products.isActive, true), eq(profiles.isActive, true)));
  const [review] = lock ? await query.for(lock, { of: productReviews }) : await query;
  if (!review) throw notFound("Review", "REVIEW_NOT_FOUND");
  return review;
}
