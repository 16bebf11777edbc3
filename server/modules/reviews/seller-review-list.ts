import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { NO_RATINGS, type StarCounts, ratingSummary, reviewerName } from "@domain/reviews";
import type { SellerReview, SellerReviewListQuery, SellerReviewPage } from "@domain/schemas/seller-reviews";
import type { Executor } from "../../db/client";
import { orderItems, productReviews, profiles, sellerRatings } from "../../db/schema";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { reviewPhotosOf } from "./review-photo-urls";

/** The seller's side of reviews always goes through here: only reviews of its own products (product_reviews.seller_id). */
const ofSeller = (sellerId: string) => eq(productReviews.sellerId, sellerId);

/**
 * Reviews of the seller's products matching `where`, newest first (index product_reviews_seller_idx), hidden ones
 * included and marked, each with the product as ordered, the reviewer as a product page names them, and the reply.
 */
export async function sellerReviewRows(db: Executor, sellerId: string, where: SQL | undefined, limit: number) {
  const r = productReviews;
  const rows = await db
    .select({
      review: r,
      cursorAt: cursorTimestamp(r.createdAt),
      productName: orderItems.productName,
      companyName: profiles.companyName,
      city: sql<string | null>`coalesce(${profiles.billingAddress}->>'city', ${profiles.shippingAddress}->>'city')`,
      anonymisedAt: profiles.anonymisedAt,
    })
    .from(r)
    .innerJoin(orderItems, eq(orderItems.id, r.orderItemId))
    .innerJoin(profiles, eq(profiles.id, r.buyerId))
    .where(and(ofSeller(sellerId), where))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit);
  const photos = await reviewPhotosOf(db, rows.map((row) => row.review.id));
  return rows.map(({ review, cursorAt, productName, companyName, city, anonymisedAt }) => ({
    id: review.id,
    cursorAt,
    json: {
      id: review.id,
      product: { id: review.productId, name: productName },
      stars: review.stars,
      title: review.title,
      text: review.body,
      reviewer: reviewerName(companyName, city, anonymisedAt !== null),
      createdAt: review.createdAt.toISOString(),
      edited: review.editedAt !== null,
      photos: photos.get(review.id) ?? [],
      hidden: review.hiddenAt !== null,
      reply: replyOf(review),
    } satisfies SellerReview,
  }));
}

/** The seller's reply as every audience reads it, or null before there is one. */
export function replyOf(review: Pick<typeof productReviews.$inferSelect, "sellerReply" | "sellerRepliedAt" | "sellerReplyEditedAt">) {
  if (review.sellerReply === null || review.sellerRepliedAt === null) return null;
  return { text: review.sellerReply, repliedAt: review.sellerRepliedAt.toISOString(), edited: review.sellerReplyEditedAt !== null };
}

/** GET /api/seller/reviews: a keyset page of the seller's reviews (all, or those awaiting its reply) and its rating. */
export async function listSellerReviews(db: Executor, sellerId: string, query: SellerReviewListQuery): Promise<SellerReviewPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const where = and(
    query.filter === "awaiting-reply" ? isNull(productReviews.sellerReply) : undefined,
    cursor ? afterCursor(productReviews.createdAt, productReviews.id, cursor) : undefined,
  );
  const rows = await sellerReviewRows(db, sellerId, where, query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const [rating] = await db.select({ counts: sellerRatings.ratingCounts }).from(sellerRatings).where(eq(sellerRatings.sellerId, sellerId));
  const counts = (rating?.counts as unknown as StarCounts | undefined) ?? NO_RATINGS;
  return { summary: ratingSummary(counts), items: page.map((row) => row.json), nextCursor };
}
