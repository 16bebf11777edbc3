import { z } from "zod";
import { REVIEW_PHOTOS_MAX, REVIEW_REPORT_REASONS } from "../reviews";
import { reviewPhotoSchema } from "./reviews";
import { reviewReplyViewSchema } from "./seller-reviews";

/**
 * The admin console's review queues: reported (open reports, the longest waiting first), hidden (latest hidden
 * first) and all (newest first).
 */
export const ADMIN_REVIEW_FILTERS = ["reported", "hidden", "all"] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

/** GET /api/admin/reviews. */
export const adminReviewListQuerySchema = z.strictObject({
  filter: z.enum(ADMIN_REVIEW_FILTERS).default("reported"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

const partySchema = z.object({ id: z.uuid(), name: z.string().nullable() });

/** One open report of a review: who, why, when. */
export const adminReviewReportSchema = z.object({
  id: z.uuid(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  note: z.string(),
  reporter: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReviewReport = z.infer<typeof adminReviewReportSchema>;

/** A review as an administrator judges it: the whole text, the parties, its open reports and whether it is hidden. */
export const adminReviewSchema = z.object({
  id: z.uuid(),
  product: z.object({ id: z.uuid().nullable(), name: z.string() }),
  seller: partySchema,
  buyer: partySchema,
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  edited: z.boolean(),
  photos: z.array(reviewPhotoSchema).max(REVIEW_PHOTOS_MAX),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
  reply: reviewReplyViewSchema.nullable(),
  /** The open (unresolved) reports, oldest first. */
  reports: z.array(adminReviewReportSchema),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = z.object({ items: z.array(adminReviewSchema), nextCursor: z.string().nullable() });
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;
