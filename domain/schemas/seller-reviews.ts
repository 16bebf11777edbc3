import { z } from "zod";
import { REVIEW_PHOTOS_MAX } from "../reviews";
import { ratingSummarySchema, reviewPhotoSchema } from "./reviews";

/** Which of its reviews a seller lists: all, or those it has not answered yet. */
export const SELLER_REVIEW_FILTERS = ["all", "awaiting-reply"] as const;
export type SellerReviewFilter = (typeof SELLER_REVIEW_FILTERS)[number];

/** GET /api/seller/reviews: the caller's products' reviews, newest first, one keyset page at a time. */
export const sellerReviewListQuerySchema = z.strictObject({
  filter: z.enum(SELLER_REVIEW_FILTERS).default("all"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SellerReviewListQuery = z.infer<typeof sellerReviewListQuerySchema>;

/** The seller's one public reply, as both its dashboard and the product page show it. */
export const reviewReplyViewSchema = z.object({ text: z.string(), repliedAt: z.string(), edited: z.boolean() });

/** A review of one of the seller's products; hidden ones too (marked), since the seller should know. */
export const sellerReviewSchema = z.object({
  id: z.uuid(),
  /** The product as ordered; its id is null once the product was deleted (its reviews stay in the seller's rating). */
  product: z.object({ id: z.uuid().nullable(), name: z.string() }),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** Null: "A verified buyer" (a deleted or unnamed account). */
  reviewer: z.string().nullable(),
  createdAt: z.string(),
  edited: z.boolean(),
  photos: z.array(reviewPhotoSchema).max(REVIEW_PHOTOS_MAX),
  /** An administrator hid it: it shows nowhere and counts in no average. */
  hidden: z.boolean(),
  reply: reviewReplyViewSchema.nullable(),
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;

export const sellerReviewPageSchema = z.object({
  /** The seller's rating over all its visible reviews (seller_ratings). */
  summary: ratingSummarySchema,
  items: z.array(sellerReviewSchema),
  nextCursor: z.string().nullable(),
});
export type SellerReviewPage = z.infer<typeof sellerReviewPageSchema>;

export const reviewIdParamsSchema = z.strictObject({ reviewId: z.string().max(100) });
