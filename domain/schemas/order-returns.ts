import { z } from "zod";
import { RETURN_REQUEST_TYPES } from "../orders";
import { returnRequestTypeSchema, returnStatusSchema } from "./statuses";

export const MAX_RETURN_REASON_LENGTH = 1000;
/** A return or exchange request may carry this many photos of the goods. */
export const MAX_RETURN_PHOTOS = 3;

const paise = z.number().int().describe("paise");

/**
 * POST /api/buyer/orders/:orderId/returns: a return or an exchange of some units of one item of a delivered order.
 * `quantity` is 1 up to what was delivered less the units of the item's earlier requests that were not rejected
 * (else 422 RETURN_QUANTITY_EXCEEDED); `photos` are ids answered by POST /api/buyer/orders/:orderId/return-photos.
 */
export const createReturnRequestSchema = z.strictObject({
  orderItemId: z.uuid(),
  requestType: z.enum(RETURN_REQUEST_TYPES, "buyer:returns.errors.typeRequired"),
  quantity: z.number("buyer:returns.errors.quantityRequired").int("buyer:returns.errors.quantityRequired").min(1, "buyer:returns.errors.quantityRequired").max(1_000_000),
  reason: z
    .string()
    .trim()
    .min(1, "buyer:returns.errors.reasonRequired")
    .max(MAX_RETURN_REASON_LENGTH, "buyer:returns.errors.reasonTooLong"),
  photos: z.array(z.uuid()).max(MAX_RETURN_PHOTOS, "buyer:returns.errors.tooManyPhotos").default([]),
});
export type CreateReturnRequest = z.input<typeof createReturnRequestSchema>;

/** POST /api/buyer/orders/:orderId/return-photos (multipart field `file`): the stored, re-encoded photo's id. */
export const returnPhotoUploadSchema = z.object({ photoId: z.uuid() });
export type ReturnPhotoUpload = z.infer<typeof returnPhotoUploadSchema>;

/** A photo of a request as a viewer may fetch it (the buyer's, the seller's or an admin's route). */
export const returnPhotoSchema = z.object({ id: z.uuid(), url: z.string() });
export type ReturnPhoto = z.infer<typeof returnPhotoSchema>;

/** What a return refunds (or would refund, completed now): online through the payment provider, the rest by hand. */
export const returnRefundAmountsSchema = z.object({ amount: paise, online: paise, manual: paise });
export type ReturnRefundAmounts = z.infer<typeof returnRefundAmountsSchema>;

export const returnRequestSchema = z.object({
  id: z.uuid(),
  orderItemId: z.uuid(),
  requestType: returnRequestTypeSchema,
  quantity: z.number().int(),
  reason: z.string(),
  photos: z.array(returnPhotoSchema),
  status: returnStatusSchema,
  createdAt: z.string(),
  /** A completed return's refund; null until then, and always for an exchange. */
  refund: returnRefundAmountsSchema.nullable(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** The route a viewer fetches a request's photo from (each checks that the request is theirs). */
export const returnPhotoUrl = (audience: "buyer" | "seller" | "admin", returnId: string, photoId: string) =>
  `/api/${audience}/returns/${returnId}/photos/${photoId}`;
