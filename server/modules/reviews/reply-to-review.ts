import { and, eq, sql } from "drizzle-orm";
import type { SellerReview } from "@domain/schemas/seller-reviews";
import type { Executor } from "../../db/client";
import { productReviews } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "../orders/order-id";
import { sellerReviewRows } from "./seller-review-list";

/**
 * The seller's one public reply to a review of its product: the first write sets it and its time, a later one
 * changes the text and marks it edited (the first time stays). One statement, so two tabs cannot both "write first".
 * Another seller's review, or no such review, is 404 REVIEW_NOT_FOUND.
 */
export async function replyToReview(db: Executor, sellerId: string, reviewId: string, text: string): Promise<SellerReview> {
  if (!isUuid(reviewId)) throw notFound("Review", "REVIEW_NOT_FOUND");
  const r = productReviews;
  const [updated] = await db
    .update(r)
    .set({
      sellerReply: text,
      sellerRepliedAt: sql`coalesce(${r.sellerRepliedAt}, now())`,
      // Saving the same words again is no edit.
      sellerReplyEditedAt: sql`case when ${r.sellerRepliedAt} is null then null when ${r.sellerReply} = ${text} then ${r.sellerReplyEditedAt} else now() end`,
    })
    .where(and(eq(r.id, reviewId), eq(r.sellerId, sellerId)))
    .returning({ id: r.id });
  if (!updated) throw notFound("Review", "REVIEW_NOT_FOUND");
  const [row] = await sellerReviewRows(db, sellerId, eq(r.id, reviewId), 1);
  return row!.json;
}
