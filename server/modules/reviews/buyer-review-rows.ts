import { and, desc, eq, type SQL } from "drizzle-orm";
import { isWithinEditWindow, REVIEW_EDIT_DAYS } from "@domain/reviews";
import type { BuyerReview } from "@domain/schemas/buyer-reviews";
import type { Executor } from "../../db/client";
import { orderItems, orders, productReviews } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "../orders/order-id";
import { cursorTimestamp } from "../orders/keyset-cursor";
import { orderItemImage } from "../orders/order-item-image";
import { reviewPhotosOf } from "./review-photo-urls";

const DAY_MS = 86_400_000;

/**
 * The caller's own reviews matching `where`, newest first, as the buyer sees them (index product_reviews_buyer_idx).
 * Another buyer's review is never among them: every read of the buyer's side goes through here.
 */
export async function buyerReviewRows(db: Executor, buyerId: string, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      review: productReviews,
      cursorAt: cursorTimestamp(productReviews.createdAt),
      orderNumber: orders.orderNumber,
      productName: orderItems.productName,
      imageUrl: orderItemImage,
    })
    .from(productReviews)
    .innerJoin(orders, eq(orders.id, productReviews.orderId))
    .innerJoin(orderItems, eq(orderItems.id, productReviews.orderItemId))
    .where(and(eq(productReviews.buyerId, buyerId), where))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit);
  const photos = await reviewPhotosOf(db, rows.map((row) => row.review.id));
  return rows.map((row) => ({ id: row.review.id, cursorAt: row.cursorAt, json: toBuyerReview(row, photos.get(row.review.id) ?? []) }));
}

/** One of the caller's reviews as they see it, or undefined when it is not theirs (or gone). */
export async function buyerReview(db: Executor, buyerId: string, reviewId: string): Promise<BuyerReview | undefined> {
  const [row] = await buyerReviewRows(db, buyerId, eq(productReviews.id, reviewId), 1);
  return row?.json;
}

/** GET /api/buyer/reviews/:reviewId: the caller's own review; another buyer's is "not found". */
export async function getBuyerReview(db: Executor, buyerId: string, reviewId: string): Promise<BuyerReview> {
  const review = isUuid(reviewId) ? await buyerReview(db, buyerId, reviewId) : undefined;
  if (!review) throw notFound("Review", "REVIEW_NOT_FOUND");
  return review;
}

type Row = { review: typeof productReviews.$inferSelect; orderNumber: string; productName: string; imageUrl: string | null };

function toBuyerReview({ review, orderNumber, productName, imageUrl }: Row, photos: BuyerReview["photos"]): BuyerReview {
  return {
    id: review.id,
    orderId: review.orderId,
    orderNumber,
    orderItemId: review.orderItemId,
    productId: review.productId,
    productName,
    imageUrl,
    stars: review.stars,
    title: review.title,
    text: review.body,
    photos,
    createdAt: review.createdAt.toISOString(),
    edited: review.editedAt !== null,
    editable: isWithinEditWindow(review.createdAt),
    editableUntil: new Date(review.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS).toISOString(),
    hidden: review.hiddenAt ? { at: review.hiddenAt.toISOString(), reason: review.hiddenReason ?? "" } : null,
    reply:
      review.sellerReply !== null && review.sellerRepliedAt
        ? { text: review.sellerReply, repliedAt: review.sellerRepliedAt.toISOString(), edited: review.sellerReplyEditedAt !== null }
        : null,
  };
}
