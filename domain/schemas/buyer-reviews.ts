import { z } from "zod";
import { REVIEW_PHOTOS_MAX } from "../reviews";
import { orderNumberSchema } from "./order-number";
import { reviewPhotoSchema } from "./reviews";

/** The buyer's side of reviews (issue 33): "My reviews", the order page's review state, photo uploads. */

export const BUYER_REVIEWS_PAGE_SIZE = 10;

export const reviewIdParamsSchema = z.strictObject({ reviewId: z.string().max(100) });
export const reviewPhotoParamsSchema = z.strictObject({ reviewId: z.string().max(100), photoId: z.string().max(100) });

/** A review as its writer sees it: with the order it came from, whether it can still be edited, and why it is hidden. */
export const buyerReviewSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: orderNumberSchema,
  orderItemId: z.uuid(),
  /** Null once the product was deleted (the review stays, named by the order's snapshot). */
  productId: z.uuid().nullable(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  photos: z.array(reviewPhotoSchema).max(REVIEW_PHOTOS_MAX),
  createdAt: z.string(),
  edited: z.boolean(),
  /** Whether it may still be changed (and photos added): within REVIEW_EDIT_DAYS of writing. */
  editable: z.boolean(),
  editableUntil: z.string(),
  /** An administrator hid it from the product page, with this reason. */
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
  reply: z.object({ text: z.string(), repliedAt: z.string(), edited: z.boolean() }).nullable(),
});
export type BuyerReview = z.infer<typeof buyerReviewSchema>;

/** GET /api/buyer/reviews: newest first; `cursor` is the `nextCursor` of the previous page. */
export const buyerReviewListQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(BUYER_REVIEWS_PAGE_SIZE),
});
export type BuyerReviewListQuery = z.input<typeof buyerReviewListQuerySchema>;

export const buyerReviewListSchema = z.object({ items: z.array(buyerReviewSchema), nextCursor: z.string().nullable() });
export type BuyerReviewList = z.infer<typeof buyerReviewListSchema>;

/**
 * GET /api/buyer/orders/:orderId/reviews: for each item of the order, whether a review may be written now, and the
 * review written (its stars, and whether it may still be edited).
 */
export const orderItemReviewStateSchema = z.object({
  orderItemId: z.uuid(),
  reviewable: z.boolean(),
  review: z.object({ id: z.uuid(), stars: z.number().int(), editable: z.boolean() }).nullable(),
});
export type OrderItemReviewState = z.infer<typeof orderItemReviewStateSchema>;
export const orderReviewStatesSchema = z.object({ items: z.array(orderItemReviewStateSchema) });
export type OrderReviewStates = z.infer<typeof orderReviewStatesSchema>;
