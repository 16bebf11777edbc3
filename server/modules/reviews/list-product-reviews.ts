import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { type ReviewSort, type StarCounts, ratingSummary, reviewerName } from "@domain/reviews";
import type { PublicReview, ReviewPage } from "@domain/schemas/reviews";
import type { Executor } from "../../db/client";
import { productReviews, products, profiles, reviewHelpfulVotes } from "../../db/schema";
import { notFound } from "../../errors";
import { cursorTimestamp } from "../orders/keyset-cursor";
import { type ReviewCursor, decodeReviewCursor, encodeReviewCursor } from "./review-cursor";
import { reviewPhotosOf } from "./review-photo-urls";

export type ReviewListInput = { sort: ReviewSort; cursor?: string; limit: number };

/**
 * A page of a product's visible reviews (hidden ones are in neither the list nor the summary), newest first or most
 * helpful first, with the product's rating as its star counts say (products.rating_counts, kept by trigger: never a
 * recount of rows). `viewerId`: the signed-in caller, whose own helpful votes are marked; null for a visitor.
 * A missing or inactive product, or one of a deactivated seller, is a 404 like the product page.
 */
export async function listProductReviews(db: Executor, productId: string, query: ReviewListInput, viewerId: string | null): Promise<ReviewPage> {
  const cursor = query.cursor ? decodeReviewCursor(query.cursor, query.sort) : undefined;
  const [product] = await db
    .select({ ratingCounts: products.ratingCounts })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .where(and(eq(products.id, productId), eq(products.isActive, true), eq(profiles.isActive, true)));
  if (!product) throw notFound("Product", "PRODUCT_NOT_FOUND");
  const { page, nextCursor } = await visibleReviews(db, productId, query, cursor, viewerId);
  return { summary: ratingSummary(product.ratingCounts as unknown as StarCounts), items: page, nextCursor };
}

/** The first `limit` visible reviews of a product in the sort's order (the JSON-LD's few, the list's pages). */
export async function visibleReviews(
  db: Executor,
  productId: string,
  query: ReviewListInput,
  cursor: ReviewCursor | undefined,
  viewerId: string | null,
): Promise<{ page: PublicReview[]; nextCursor: string | null }> {
  const r = productReviews;
  const cursorAt = cursorTimestamp(r.createdAt);
  const rows = await db
    .select({
      id: r.id,
      stars: r.stars,
      title: r.title,
      text: r.body,
      companyName: profiles.companyName,
      // The city a buyer gives on its profile (billing address first, as on its invoices).
      city: sql<string | null>`coalesce(${profiles.billingAddress}->>'city', ${profiles.shippingAddress}->>'city')`,
      anonymisedAt: profiles.anonymisedAt,
      createdAt: r.createdAt,
      cursorAt,
      editedAt: r.editedAt,
      helpfulCount: r.helpfulCount,
      votedHelpful: viewerId
        ? sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} v where v.review_id = ${r.id} and v.voter_id = ${viewerId})`
        : sql<boolean>`false`,
      sellerReply: r.sellerReply,
      sellerRepliedAt: r.sellerRepliedAt,
      sellerReplyEditedAt: r.sellerReplyEditedAt,
    })
    .from(r)
    .innerJoin(profiles, eq(profiles.id, r.buyerId))
    .where(and(eq(r.productId, productId), sql`${r.hiddenAt} is null`, cursor ? after(cursor) : undefined))
    .orderBy(...(query.sort === "helpful" ? [desc(r.helpfulCount)] : []), desc(r.createdAt), desc(r.id))
    .limit(query.limit + 1);

  const shown = rows.slice(0, query.limit);
  const photos = await reviewPhotosOf(db, shown.map((row) => row.id));
  const last = shown.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeReviewCursor({ sort: query.sort, helpful: last.helpfulCount, at: last.cursorAt, id: last.id }) : null;
  return {
    nextCursor,
    page: shown.map((row) => ({
      id: row.id,
      stars: row.stars,
      title: row.title,
      text: row.text,
      reviewer: reviewerName(row.companyName, row.city, row.anonymisedAt !== null),
      verifiedPurchase: true,
      createdAt: row.createdAt.toISOString(),
      edited: row.editedAt !== null,
      helpfulCount: row.helpfulCount,
      votedHelpful: Boolean(row.votedHelpful),
      photos: photos.get(row.id) ?? [],
      reply:
        row.sellerReply !== null && row.sellerRepliedAt !== null
          ? { text: row.sellerReply, repliedAt: row.sellerRepliedAt.toISOString(), edited: row.sellerReplyEditedAt !== null }
          : null,
    })),
  };
}

/** Rows strictly after the cursor in the sort's order (row comparisons, which the partial indexes serve). */
function after(cursor: ReviewCursor): SQL {
  const r = productReviews;
  if (cursor.sort === "helpful") {
    return sql`(${r.helpfulCount}, ${r.createdAt}, ${r.id}) < (${cursor.helpful}, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  }
  return sql`(${r.createdAt}, ${r.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}
