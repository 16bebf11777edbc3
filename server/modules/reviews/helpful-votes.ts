import { and, eq, sql } from "drizzle-orm";
import type { HelpfulVote } from "@domain/schemas/reviews";
import type { Database, Executor } from "../../db/client";
import { productReviews, reviewHelpfulVotes } from "../../db/schema";
import { businessRule } from "../../errors";
import { findVisibleReview } from "./visible-review";

/**
 * "Was this helpful?": one vote per account per review (the primary key), so voting twice changes nothing and
 * answers the state as it is. The review's helpful_count follows the vote rows by trigger (migration 0026); nothing
 * here writes it. Nobody votes on their own review, nor a seller on a review of its products (422 REVIEW_OWN_VOTE); a
 * review nobody can see is 404.
 */
export async function setHelpfulVote(db: Database, voterId: string, reviewId: string, helpful: boolean): Promise<HelpfulVote> {
  return db.transaction(async (tx) => {
    const review = await findVisibleReview(tx, reviewId, "no key update");
    // The seller of the product may not vote either: its votes would lift the praise to the top of "most helpful"
    // and into the product page's structured data.
    if (review.buyerId === voterId || review.sellerId === voterId) throw businessRule("REVIEW_OWN_VOTE");
    if (helpful) await tx.insert(reviewHelpfulVotes).values({ reviewId, voterId }).onConflictDoNothing();
    else await tx.delete(reviewHelpfulVotes).where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.voterId, voterId)));
    return helpfulState(tx, voterId, reviewId);
  });
}

async function helpfulState(db: Executor, voterId: string, reviewId: string): Promise<HelpfulVote> {
  const [row] = await db
    .select({
      helpfulCount: productReviews.helpfulCount,
      votedHelpful: sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} v where v.review_id = ${productReviews.id} and v.voter_id = ${voterId})`,
    })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId));
  return { helpfulCount: row!.helpfulCount, votedHelpful: Boolean(row!.votedHelpful) };
}
