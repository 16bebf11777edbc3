import { z } from "zod";
import { orderNumberSchema, orderSearchSchema } from "./order-number";
import { returnPhotoSchema, returnRefundAmountsSchema } from "./order-returns";
import { refundStatusSchema, returnRequestTypeSchema, returnStatusSchema } from "./statuses";

const paise = z.number().int().describe("paise");

export const SELLER_RETURNS_PAGE_SIZE = 20;

/** GET /api/seller/returns: the seller's return and exchange requests, newest first, one page at a time. */
export const sellerReturnListQuerySchema = z.strictObject({
  status: returnStatusSchema.optional(),
  /** The order's number, whole or in part. */
  q: orderSearchSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SELLER_RETURNS_PAGE_SIZE),
});
export type SellerReturnListQuery = z.input<typeof sellerReturnListQuerySchema>;

/** The money given back for a completed return (returns only; an exchange refunds nothing). */
export const returnRefundSchema = z.object({
  /** The returned quantity's share of what the buyer paid for the line: online + manual. */
  amount: paise,
  /** Refunded through the payment provider (what was paid online), and how the provider last answered. */
  onlineAmount: paise,
  onlineStatus: refundStatusSchema.nullable(),
  /** The share of the cash collected on delivery: owed to the buyer by hand, settled later from the admin console. */
  manualAmount: paise,
  manualSettled: z.boolean(),
});
export type ReturnRefund = z.infer<typeof returnRefundSchema>;

export const sellerReturnRowSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  orderId: z.uuid(),
  orderNumber: orderNumberSchema,
  orderItemId: z.uuid(),
  productName: z.string(),
  /** The units this request returns or exchanges. */
  quantity: z.number().int(),
  /** The units delivered on the line, and its unit price. */
  lineQuantity: z.number().int(),
  unitPrice: paise,
  /** lineQuantity × unit price. */
  lineAmount: paise,
  requestType: returnRequestTypeSchema,
  reason: z.string(),
  /** The buyer's photos, served by GET /api/seller/returns/:returnId/photos/:photoId. */
  photos: z.array(returnPhotoSchema),
  status: returnStatusSchema,
  /** Pending only: approve and reject are offered. */
  canDecide: z.boolean(),
  /** Approved only: the seller marks it completed when the item arrived (return) or the replacement left (exchange). */
  canComplete: z.boolean(),
  refund: returnRefundSchema.nullable(),
  /**
   * A return still open (pending or approved): what completing it would refund now, computed as completion does
   * (domain/return-refund.ts), for the Approve and Mark completed dialogs. Null for an exchange and once processed.
   */
  refundPreview: returnRefundAmountsSchema.nullable(),
});
export type SellerReturnRow = z.infer<typeof sellerReturnRowSchema>;

export const sellerReturnListSchema = z.object({
  returns: z.array(sellerReturnRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SellerReturnList = z.infer<typeof sellerReturnListSchema>;

/**
 * POST /api/seller/returns/:returnId/approve, …/reject (pending only, else 409 RETURN_NOT_PENDING) and
 * …/complete (approved only, else 409 RETURN_NOT_APPROVED): no body; each answers the row as it now is.
 */
export const SELLER_RETURN_ACTIONS = ["approve", "reject", "complete"] as const;
export type SellerReturnAction = (typeof SELLER_RETURN_ACTIONS)[number];
