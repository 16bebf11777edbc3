import { z } from "zod";
import { orderNumberSchema } from "./order-number";
import { orderStatusSchema, paymentMethodSchema, paymentOutcomeSchema, refundStatusSchema } from "./statuses";

const paise = z.number().int();

/** An order created from a paid checkout, as the payment pages show it. */
export const placedOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: orderNumberSchema,
  sellerCompanyName: z.string().nullable(),
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  totalAmount: paise,
  /** Paid online: the whole total, or this order's share of the COD advance. */
  advanceAmount: paise,
  createdAt: z.string(),
  items: z.array(z.object({ productId: z.uuid().nullable(), productName: z.string(), quantity: z.number().int(), price: paise })),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/**
 * GET /api/payments/status/:orderId: what the provider says of a checkout's payment, after finalising it when paid.
 * paid → the orders exist; pending → the provider has not confirmed yet; failed → nothing was taken (providerStatus
 * says why); refunded → paid, but the stock ran out before confirmation, so the amount went back to the buyer.
 */
export const paymentStatusSchema = z.object({
  orderId: z.string(),
  status: paymentOutcomeSchema,
  /** The provider's own word: PAID, ACTIVE, EXPIRED, or a failed attempt's FAILED, USER_DROPPED … */
  providerStatus: z.string(),
  paymentMethod: paymentMethodSchema,
  totalAmount: paise,
  amountPaidOnline: paise,
  orders: z.array(placedOrderSchema),
  refund: z.object({ status: refundStatusSchema, amount: paise }).nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentStatusParamsSchema = z.strictObject({ orderId: z.string().min(1).max(45) });
