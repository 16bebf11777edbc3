import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REVIEW_REPORT_REASONS } from "../../../domain/reviews";
import { products } from "./catalog";
import { orderItems, orders } from "./orders";
import { profiles } from "./profiles";
import { createdAt, isOneOf, starCounts, updatedAt } from "./columns";

/**
 * A verified buyer's review of one order item (issue 33): one per item, written after delivery. The product's and
 * the seller's star counts follow every insert, edit, hide, restore and delete through the trigger
 * `product_reviews_rating` (migration 0026), in the writing transaction. The product may go (its reviews stay in the
 * seller's rating, so deleting a product does not delete its reviews from the seller's score).
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    title: text("title").notNull().default(""),
    body: text("body").notNull().default(""),
    /** Kept by the trigger on review_helpful_votes. */
    helpfulCount: integer("helpful_count").notNull().default(0),
    /** Set when the buyer changes the review after writing it ("edited"). */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** An administrator hid it (with a reason, audit-logged); a hidden review counts in no aggregate. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: uuid("hidden_by").references(() => profiles.id, { onDelete: "set null" }),
    /** The seller's one public reply (editable). */
    sellerReply: text("seller_reply"),
    sellerRepliedAt: timestamp("seller_replied_at", { withTimezone: true }),
    sellerReplyEditedAt: timestamp("seller_reply_edited_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_reviews_order_item_unique").on(t.orderItemId),
    // A product page's reviews, newest first or most helpful first (then newest), visible ones only.
    index("product_reviews_product_newest_idx").on(t.productId, t.createdAt, t.id).where(sql`${t.hiddenAt} is null`),
    index("product_reviews_product_helpful_idx").on(t.productId, t.helpfulCount, t.createdAt, t.id).where(sql`${t.hiddenAt} is null`),
    index("product_reviews_buyer_idx").on(t.buyerId, t.createdAt, t.id),
    index("product_reviews_seller_idx").on(t.sellerId, t.createdAt, t.id),
    check("product_reviews_stars_check", sql`${t.stars} between 1 and 5`),
    check("product_reviews_helpful_check", sql`${t.helpfulCount} >= 0`),
    check("product_reviews_parties_check", sql`${t.buyerId} <> ${t.sellerId}`),
    check("product_reviews_hidden_check", sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check("product_reviews_reply_check", sql`(${t.sellerReply} is null) = (${t.sellerRepliedAt} is null)`),
  ],
);

/** Up to domain REVIEW_PHOTOS_MAX photos of a review, public (re-encoded WebP under the `reviews/` storage prefix). */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    mediaUrl: text("media_url").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("review_photos_review_idx").on(t.reviewId, t.displayOrder)],
);

/** "Was this helpful?": one vote per account per review; product_reviews.helpful_count follows by trigger. */
export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    voterId: uuid("voter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterId] })],
);

/** A signed-in user's report of a review, for an administrator to look at; one open report per user per review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REVIEW_REPORT_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    /** When an administrator hid or kept the review after looking at its reports. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("review_reports_reporter_unique").on(t.reviewId, t.reporterId),
    index("review_reports_open_idx").on(t.createdAt, t.id).where(sql`${t.resolvedAt} is null`),
    check("review_reports_reason_check", isOneOf(t.reason, REVIEW_REPORT_REASONS)),
  ],
);

/** A seller's star counts over all its visible reviews (deleted products' too), kept by the same trigger. */
export const sellerRatings = pgTable("seller_ratings", {
  sellerId: uuid("seller_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  ratingCounts: starCounts("rating_counts"),
});

/**
 * What the trust-signals job (server/modules/trust-signals) last computed for a seller from conversations and
 * orders over domain TRUST_SIGNAL_WINDOW_DAYS; nulls where there is nothing to judge. Years on the platform, the
 * verified tick and the rating are read live.
 */
export const sellerTrustSignals = pgTable(
  "seller_trust_signals",
  {
    sellerId: uuid("seller_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    enquiriesReceived: integer("enquiries_received").notNull().default(0),
    responseRatePercent: smallint("response_rate_percent"),
    medianResponseMinutes: integer("median_response_minutes"),
    /** Orders delivered, all time. */
    ordersDelivered: integer("orders_delivered").notNull().default(0),
    /** Deliveries in the window with a promised date, and the share of them on time. */
    deliveriesJudged: integer("deliveries_judged").notNull().default(0),
    onTimePercent: smallint("on_time_percent"),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("seller_trust_signals_percent_check", sql`${t.responseRatePercent} between 0 and 100 and ${t.onTimePercent} between 0 and 100`),
  ],
);
