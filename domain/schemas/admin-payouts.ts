import { z } from "zod";
import type { PayoutStatus } from "../orders";
import { orderNumberSchema, orderSearchSchema } from "./order-number";
import { returnPhotoSchema, returnRefundAmountsSchema } from "./order-returns";
import { sellerPayoutRowSchema } from "./seller-payouts";
import { payoutStatusSchema } from "./statuses";

const paise = z.number().int().describe("paise");

/** GET /api/admin/payouts: delivered orders' payouts, most recently delivered first, a keyset page at a time. */
export const adminPayoutQuerySchema = z.strictObject({
  status: payoutStatusSchema.optional(),
  sellerId: z.uuid().optional(),
  /** An order number, whole or in part. */
  q: orderSearchSchema,
  /** Only payouts due now: unpaid (Pending or Processing) and past their due date. */
  due: z.enum(["true", "false"]).optional().transform((due) => due === "true"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminPayoutQuery = z.infer<typeof adminPayoutQuerySchema>;

/** The seller's payout row (without its query) plus whose it is, how it was paid and whether a query is open. */
export const adminPayoutRowSchema = sellerPayoutRowSchema.omit({ openQuery: true }).extend({
  sellerId: z.uuid(),
  sellerName: z.string().nullable(),
  payoutTransactionRef: z.string().nullable(),
  hasScreenshot: z.boolean(),
  hasOpenQuery: z.boolean(),
});
export type AdminPayoutRow = z.infer<typeof adminPayoutRowSchema>;
export const adminPayoutListSchema = z.object({ payouts: z.array(adminPayoutRowSchema), nextCursor: z.string().nullable() });
export type AdminPayoutList = z.infer<typeof adminPayoutListSchema>;

/** What each seller is owed now (unpaid, past due), largest first, and whether its bank details are on file. */
export const sellerDueSchema = z.object({
  sellerId: z.uuid(),
  sellerName: z.string().nullable(),
  orders: z.number().int(),
  amount: paise,
  hasBankDetails: z.boolean(),
});
export type SellerDue = z.infer<typeof sellerDueSchema>;
export const SELLER_DUES_SHOWN = 100;
/** GET /api/admin/payouts/export.csv: the bank batch of everything due now, or of one seller's dues. */
export const payoutBatchQuerySchema = z.strictObject({ sellerId: z.uuid().optional() });
export type PayoutBatchQuery = z.infer<typeof payoutBatchQuerySchema>;
export const sellerDuesSchema = z.object({ sellers: z.array(sellerDueSchema), total: paise, sellerCount: z.number().int() });
export type SellerDues = z.infer<typeof sellerDuesSchema>;

/** A bank or UPI transaction reference (UTR): letters, digits and a few separators. */
export const transactionReferenceSchema = z
  .string()
  .trim()
  .min(1, "validation:payout.referenceRequired")
  .max(60)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/, "validation:payout.referenceCharacters");

/** The statuses of a payout not yet made. */
export const UNPAID_PAYOUT_STATUSES = ["Pending", "Processing", "Hold"] as const satisfies readonly PayoutStatus[];
export const MAX_PAYOUT_HOLD_REASON_LENGTH = 300;

/** Why an admin holds a payout: the seller reads it beside the status. */
export const payoutHoldReasonSchema = z.string().trim().min(1, "validation:payout.holdReasonRequired").max(MAX_PAYOUT_HOLD_REASON_LENGTH);

/**
 * PATCH /api/admin/payouts/:orderId. Pending and Processing apply at once; Hold needs the reason the seller will
 * read; Paid needs the transaction reference and may name the screenshot uploaded for it just before (POST …/screenshot).
 */
export const adminPayoutChangeSchema = z.discriminatedUnion("status", [
  z.strictObject({ status: z.enum(["Pending", "Processing"]) }),
  z.strictObject({ status: z.literal("Hold"), reason: payoutHoldReasonSchema }),
  z.strictObject({ status: z.literal("Paid"), reference: transactionReferenceSchema, screenshotKey: z.string().max(300).optional() }),
]);
export type AdminPayoutChange = z.input<typeof adminPayoutChangeSchema>;

export const payoutScreenshotSchema = z.object({ screenshotKey: z.string() });

/** An open payout query as the console lists it, with its order and seller. */
export const adminPayoutQueryRowSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: orderNumberSchema,
  sellerId: z.uuid(),
  sellerName: z.string().nullable(),
  queryText: z.string(),
  createdAt: z.string(),
});
export type AdminPayoutQueryRow = z.infer<typeof adminPayoutQueryRowSchema>;
/** The oldest open queries (a work queue worked from the front) and how many are open in all. */
export const adminPayoutQueryListSchema = z.object({ queries: z.array(adminPayoutQueryRowSchema), waiting: z.number().int() });
export type AdminPayoutQueryList = z.infer<typeof adminPayoutQueryListSchema>;

/**
 * A refund owed by hand (the share of cash collected on delivery for returned units), until an admin records it
 * settled; with the return it belongs to: the item, the units, the buyer's photos and the whole refund.
 */
export const manualRefundRowSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: orderNumberSchema,
  buyerName: z.string().nullable(),
  sellerName: z.string().nullable(),
  /** Owed by hand. */
  amount: paise,
  createdAt: z.string(),
  returnId: z.uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  photos: z.array(returnPhotoSchema),
  /** The return's whole refund: online (through the payment provider) + by hand. */
  refund: returnRefundAmountsSchema,
});
export type ManualRefundRow = z.infer<typeof manualRefundRowSchema>;
/** The oldest refunds owed by hand and how many are owed in all. */
export const manualRefundListSchema = z.object({ refunds: z.array(manualRefundRowSchema), waiting: z.number().int() });
export type ManualRefundList = z.infer<typeof manualRefundListSchema>;
export const settleManualRefundSchema = z.strictObject({ reference: transactionReferenceSchema });
