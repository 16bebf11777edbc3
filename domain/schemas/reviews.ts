import { z } from "zod";
import {
  REVIEWS_PAGE_SIZE,
  REVIEW_MODERATION_REASON_MAX_LENGTH,
  REVIEW_PHOTOS_MAX,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  STARS,
} from "../reviews";

/** 1 to 5 stars, required. */
const starsSchema = z
  .number("reviews:errors.starsRequired")
  .int("reviews:errors.starsRequired")
  .refine((value) => (STARS as readonly number[]).includes(value), "reviews:errors.starsRequired");

/** Plain text: trimmed; React and the JSON-LD serialiser escape it where it is shown. */
const reviewTitle = z.string().trim().max(REVIEW_TITLE_MAX_LENGTH, "reviews:errors.titleTooLong").default("");
const reviewText = z.string().trim().max(REVIEW_TEXT_MAX_LENGTH, "reviews:errors.textTooLong").default("");

/**
 * POST /api/buyer/reviews: a review of one item of the caller's delivered order (403 REVIEW_OWN_PRODUCT,
 * 403 REVIEW_ADMIN_ACCOUNT, 404 ORDER_ITEM_NOT_FOUND for another buyer's item, 409 REVIEW_ORDER_NOT_DELIVERED,
 * 409 REVIEW_ALREADY_WRITTEN, 409 REVIEW_WINDOW_CLOSED). Photos are added afterwards, one upload each.
 */
export const createReviewSchema = z.strictObject({
  orderItemId: z.uuid(),
  stars: starsSchema,
  title: reviewTitle,
  text: reviewText,
});
export type CreateReview = z.input<typeof createReviewSchema>;

/** PATCH /api/buyer/reviews/:reviewId: within REVIEW_EDIT_DAYS of writing (409 REVIEW_EDIT_WINDOW_CLOSED). */
export const editReviewSchema = z.strictObject({
  stars: starsSchema,
  title: reviewTitle,
  text: reviewText,
});
export type EditReview = z.input<typeof editReviewSchema>;

/** PUT /api/seller/reviews/:reviewId/reply: the seller's one public reply, written or changed. */
export const reviewReplySchema = z.strictObject({
  text: z.string().trim().min(1, "reviews:errors.replyRequired").max(REVIEW_REPLY_MAX_LENGTH, "reviews:errors.replyTooLong"),
});
export type ReviewReply = z.input<typeof reviewReplySchema>;

/** POST /api/reviews/:reviewId/reports: any signed-in user; `other` needs a note. */
export const reviewReportSchema = z
  .strictObject({
    reason: z.enum(REVIEW_REPORT_REASONS, "reviews:errors.reportReasonRequired"),
    note: z.string().trim().max(REVIEW_REPORT_REASON_MAX_LENGTH, "reviews:errors.reportNoteTooLong").default(""),
  })
  .refine((report) => report.reason !== "other" || report.note.length > 0, { message: "reviews:errors.reportNoteRequired", path: ["note"] });
export type ReviewReport = z.input<typeof reviewReportSchema>;

/** POST /api/admin/reviews/:reviewId/hide and …/restore: the reason is kept on the review and in the audit log. */
export const reviewModerationSchema = z.strictObject({
  reason: z.string().trim().min(1, "reviews:errors.moderationReasonRequired").max(REVIEW_MODERATION_REASON_MAX_LENGTH, "reviews:errors.moderationReasonTooLong"),
});
export type ReviewModeration = z.input<typeof reviewModerationSchema>;

/** GET /api/public/products/:productId/reviews: a page of visible reviews, newest or most helpful first. */
export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default("newest"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewPhotoSchema = z.object({ id: z.uuid(), url: z.string(), thumbnailUrl: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** The rating a product or seller shows: average in tenths (43 = 4.3), count, and 5-to-1 distribution. */
export const ratingSummarySchema = z.object({
  count: z.number().int(),
  averageTenths: z.number().int(),
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int(), percent: z.number().int() })),
});
export type RatingSummaryJson = z.infer<typeof ratingSummarySchema>;

/** A review as anyone may read it on a product page. `reviewer` null: "A verified buyer" (deleted or unnamed). */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  reviewer: z.string().nullable(),
  verifiedPurchase: z.literal(true),
  createdAt: z.string(),
  edited: z.boolean(),
  helpfulCount: z.number().int(),
  /** Whether the caller (signed in) has voted it helpful; false for a visitor. */
  votedHelpful: z.boolean(),
  photos: z.array(reviewPhotoSchema).max(REVIEW_PHOTOS_MAX),
  reply: z.object({ text: z.string(), repliedAt: z.string(), edited: z.boolean() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewPageSchema = z.object({
  summary: ratingSummarySchema,
  items: z.array(publicReviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** :productId of GET /api/public/products/:productId/reviews. */
export const productReviewsParamsSchema = z.strictObject({ productId: z.uuid() });

/** :reviewId of the routes any signed-in user may call on a visible review (helpful votes, reports). */
export const reviewFeedbackParamsSchema = z.strictObject({ reviewId: z.uuid() });

/** POST and DELETE /api/reviews/:reviewId/helpful: the review's count and the caller's vote after the change. */
export const helpfulVoteSchema = z.object({ helpfulCount: z.number().int(), votedHelpful: z.boolean() });
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

/** POST /api/reviews/:reviewId/reports: the report as recorded (an administrator reads it in the console). */
export const reviewReportedSchema = z.object({ id: z.uuid(), reason: z.enum(REVIEW_REPORT_REASONS), createdAt: z.string() });
export type ReviewReported = z.infer<typeof reviewReportedSchema>;
