import { z } from "zod";
import { orderNumberSchema, orderSearchSchema } from "./order-number";
import { payoutQueryStatusSchema, payoutStatusSchema, paymentMethodSchema } from "./statuses";

const paise = z.number().int().describe("paise");

export const SELLER_PAYOUTS_PAGE_SIZE = 20;
export const MAX_PAYOUT_QUERY_LENGTH = 2000;

/** GET /api/seller/payouts: the summary cards and one page of delivered orders, most recently delivered first. */
export const sellerPayoutListQuerySchema = z.strictObject({
  /** An order number, whole or in part (the summary cards still cover every delivered order). */
  q: orderSearchSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SELLER_PAYOUTS_PAGE_SIZE),
});
export type SellerPayoutListQuery = z.input<typeof sellerPayoutListQuerySchema>;

export const payoutSummarySchema = z.object({
  /** Net payout of every delivered order, whatever its payout status. */
  totalEarnings: paise,
  /** Net of delivered orders not yet paid (Pending, Processing or Hold). */
  pendingPayout: paise,
  /** Net of delivered orders marked Paid. */
  paidOut: paise,
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

export const payoutQuerySchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  status: payoutQueryStatusSchema,
  queryText: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type PayoutQuery = z.infer<typeof payoutQuerySchema>;

/** TCS collected on a payout, split as the order's GST is. */
export const payoutTcsSchema = z.object({ cgst: paise, sgst: paise, igst: paise, total: paise });
export type PayoutTcs = z.infer<typeof payoutTcsSchema>;

export const sellerPayoutRowSchema = z.object({
  orderId: z.uuid(),
  orderNumber: orderNumberSchema,
  deliveredAt: z.string(),
  paymentMethod: paymentMethodSchema,
  totalAmount: paise,
  /** The fee percent snapshotted on the order when it was created (e.g. 5 or 2.5). */
  feePercent: z.number(),
  /** Refunded to the buyer for completed returns (online and manual). */
  refundedAmount: paise,
  /** What the buyer paid (advance + cash collected on delivery) less refunds: what the deductions are taken from. */
  gross: paise,
  /** The platform's fee: feePercent of gross. */
  platformFee: paise,
  /** GST of 18% on the platform's fee (0 on orders from before GST). */
  feeGst: paise,
  /** TCS under GST: 0.5% of the invoice's taxable value less credit notes, as CGST + SGST or IGST. */
  tcs: payoutTcsSchema,
  /** Income-tax TDS: 0.1% of gross (5% without a PAN). */
  tds: paise,
  /** gross − fee − GST on fee − TCS − TDS. */
  netPayout: paise,
  payoutStatus: payoutStatusSchema,
  /**
   * Why the payout is on Hold (null unless it is): the admin's reason, and whether a return request on the order is
   * open (which holds a payout by itself).
   */
  hold: z.object({ reason: z.string().nullable(), returnOpen: z.boolean() }).nullable(),
  /** Seven days after delivery (the return window). */
  payoutDueAt: z.string(),
  /** The open query on this order, if any (one at a time). */
  openQuery: payoutQuerySchema.nullable(),
});
export type SellerPayoutRow = z.infer<typeof sellerPayoutRowSchema>;

export const sellerPayoutListSchema = z.object({
  summary: payoutSummarySchema,
  orders: z.array(sellerPayoutRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SellerPayoutList = z.infer<typeof sellerPayoutListSchema>;

/** POST /api/seller/payouts/:orderId/queries (delivered orders only): 201 with the query; 409 while one is open. */
export const payoutQueryInputSchema = z.strictObject({
  queryText: z.string().trim().min(1, "validation:payout.queryRequired").max(MAX_PAYOUT_QUERY_LENGTH),
});
export type PayoutQueryInput = z.infer<typeof payoutQueryInputSchema>;
