import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, isNull, min, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminReview, AdminReviewListQuery, AdminReviewPage, AdminReviewReport } from "@domain/schemas/admin-reviews";
import type { Executor } from "../../db/client";
import { orderItems, productReviews, profiles, reviewReports } from "../../db/schema";
import { decodeCursor, encodeCursor } from "../orders/keyset-cursor";
import { reviewPhotosOf } from "./review-photo-urls";
import { replyOf } from "./seller-review-list";

const sellers = alias(profiles, "seller");
const buyers = alias(profiles, "buyer");
const nameOf = (party: { companyName: AnyColumn; contactPerson: AnyColumn }) => sql<string | null>`coalesce(${party.companyName}, ${party.contactPerson})`;

/** Each review with open reports and when its oldest open report came (review_reports_open_idx). */
const openReports = (db: Executor) =>
  db
    .select({ reviewId: reviewReports.reviewId, oldest: min(reviewReports.createdAt).as("oldest") })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt))
    .groupBy(reviewReports.reviewId)
    .as("open_reports");

/**
 * GET /api/admin/reviews: reported (reviews with open reports, the one waiting longest first), hidden (latest
 * hidden first) or all (newest first), one keyset page at a time, each with its parties, photos and open reports.
 */
export async function listAdminReviews(db: Executor, query: AdminReviewListQuery): Promise<AdminReviewPage> {
  return adminReviews(db, query, undefined);
}

/** One review as the console shows it (after a moderation action), or undefined when there is none. */
export async function getAdminReview(db: Executor, reviewId: string): Promise<AdminReview | undefined> {
  const { items } = await adminReviews(db, { filter: "all", limit: 1 }, eq(productReviews.id, reviewId));
  return items[0];
}

async function adminReviews(db: Executor, query: AdminReviewListQuery, only: SQL | undefined): Promise<AdminReviewPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const r = productReviews;
  const reported = openReports(db);
  // The column the queue is ordered by, and which way: the cursor is that column's value and the row's id.
  const [key, ascending]: [SQL, boolean] =
    query.filter === "reported" ? [sql`${reported.oldest}`, true] : query.filter === "hidden" ? [sql`${r.hiddenAt}`, false] : [sql`${r.createdAt}`, false];
  const afterCursor = cursor
    ? ascending
      ? sql`(${key}, ${r.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : sql`(${key}, ${r.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const base = db
    .select({
      review: r,
      cursorAt: sql<string>`to_char(${key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      productName: orderItems.productName,
      sellerName: nameOf(sellers),
      buyerName: nameOf(buyers),
    })
    .from(r)
    .innerJoin(orderItems, eq(orderItems.id, r.orderItemId))
    .innerJoin(sellers, eq(sellers.id, r.sellerId))
    .innerJoin(buyers, eq(buyers.id, r.buyerId))
    .$dynamic();
  const rows = await (query.filter === "reported" ? base.innerJoin(reported, eq(reported.reviewId, r.id)) : base)
    .where(and(only, query.filter === "hidden" ? isNotNull(r.hiddenAt) : undefined, afterCursor))
    .orderBy(...(ascending ? [asc(key), asc(r.id)] : [desc(key), desc(r.id)]))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const ids = page.map((row) => row.review.id);
  const [photos, reports] = await Promise.all([reviewPhotosOf(db, ids), openReportsOf(db, ids)]);
  const last = page.at(-1);
  return {
    items: page.map((row) => toAdminReview(row, photos.get(row.review.id) ?? [], reports.get(row.review.id) ?? [])),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.review.id }) : null,
  };
}

type Row = { review: typeof productReviews.$inferSelect; productName: string; sellerName: string | null; buyerName: string | null };

function toAdminReview({ review, productName, sellerName, buyerName }: Row, photos: AdminReview["photos"], reports: AdminReviewReport[]): AdminReview {
  return {
    id: review.id,
    product: { id: review.productId, name: productName },
    seller: { id: review.sellerId, name: sellerName },
    buyer: { id: review.buyerId, name: buyerName },
    stars: review.stars,
    title: review.title,
    text: review.body,
    createdAt: review.createdAt.toISOString(),
    edited: review.editedAt !== null,
    photos,
    hidden: review.hiddenAt !== null ? { at: review.hiddenAt.toISOString(), reason: review.hiddenReason ?? "" } : null,
    reply: replyOf(review),
    reports,
  };
}

/** The open reports of these reviews, oldest first, with who made them. */
async function openReportsOf(db: Executor, reviewIds: string[]): Promise<Map<string, AdminReviewReport[]>> {
  const byReview = new Map<string, AdminReviewReport[]>(reviewIds.map((id) => [id, []]));
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ report: reviewReports, reporter: nameOf(profiles) })
    .from(reviewReports)
    .innerJoin(profiles, eq(profiles.id, reviewReports.reporterId))
    .where(and(inArray(reviewReports.reviewId, reviewIds), isNull(reviewReports.resolvedAt)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
  for (const { report, reporter } of rows) {
    byReview.get(report.reviewId)?.push({ id: report.id, reason: report.reason, note: report.note, reporter, createdAt: report.createdAt.toISOString() });
  }
  return byReview;
}
