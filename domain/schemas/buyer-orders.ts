import { z } from "zod";
import { returnRequestSchema } from "./order-returns";
import { storedPostalAddressSchema } from "./postal-address";
import { orderActorRoleSchema, orderStatusSchema, paymentMethodSchema, refundStatusSchema } from "./statuses";

const paise = z.number().int();

export const BUYER_ORDERS_PAGE_SIZE = 10;
/** The dashboard shows this many of the newest orders. */
export const RECENT_ORDERS_COUNT = 4;

/** GET /api/buyer/orders: newest first; `cursor` is the `nextCursor` of the previous page. */
export const buyerOrderListQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(BUYER_ORDERS_PAGE_SIZE),
});
export type BuyerOrderListQuery = z.input<typeof buyerOrderListQuerySchema>;

export const buyerOrderRowSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  status: orderStatusSchema,
  sellerCompanyName: z.string().nullable(),
  /** Lines of the order (distinct products). */
  itemCount: z.number().int(),
  /** The order's first line (by product name, as the order page lists them), for the list's name and thumbnail. */
  firstItem: z.object({ productName: z.string(), imageUrl: z.string().nullable() }).nullable(),
  totalAmount: paise,
  advanceAmount: paise,
  paymentMethod: paymentMethodSchema,
});
export type BuyerOrderRow = z.infer<typeof buyerOrderRowSchema>;

export const buyerOrderListSchema = z.object({
  orders: z.array(buyerOrderRowSchema),
  nextCursor: z.string().nullable(),
});
export type BuyerOrderList = z.infer<typeof buyerOrderListSchema>;

/** GET /api/buyer/orders/summary: counts by status (every status, zero included), spend and the newest orders. */
export const buyerOrderSummarySchema = z.object({
  countsByStatus: z.record(orderStatusSchema, z.number().int()),
  totalOrders: z.number().int(),
  /** What the buyer's orders are worth, cancelled (refunded) orders left out. */
  totalSpent: paise,
  recentOrders: z.array(buyerOrderRowSchema),
});
export type BuyerOrderSummary = z.infer<typeof buyerOrderSummarySchema>;

export const buyerOrderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  price: paise,
  lineTotal: paise,
  returnRequest: returnRequestSchema.nullable(),
});
export type BuyerOrderItem = z.infer<typeof buyerOrderItemSchema>;

export const orderTimelineEntrySchema = z.object({
  id: z.string(),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  actorRole: orderActorRoleSchema,
  at: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** The refund of what was paid online, as the payment provider last answered it. */
export const orderRefundSchema = z.object({
  status: refundStatusSchema,
  amount: paise,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** GET /api/buyer/orders/:orderId, and the answer of a cancellation. */
export const buyerOrderDetailSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: orderStatusSchema,
  seller: z.object({ id: z.uuid(), companyName: z.string().nullable(), isVerified: z.boolean() }),
  items: z.array(buyerOrderItemSchema),
  shippingAddress: storedPostalAddressSchema,
  billingAddress: storedPostalAddressSchema,
  paymentMethod: paymentMethodSchema,
  totalAmount: paise,
  /** Paid online at checkout: the whole total, or the COD advance. */
  amountPaid: paise,
  /** Cash to pay on delivery (COD): total minus the advance; 0 for online payment and for a cancelled order. */
  amountDueOnDelivery: paise,
  timeline: z.array(orderTimelineEntrySchema),
  /** The carrier and tracking number (AWB) our logistics team set, once the order is on its way. */
  shipment: z.object({ carrierName: z.string().nullable(), trackingNumber: z.string().nullable() }).nullable(),
  refund: orderRefundSchema.nullable(),
  canCancel: z.boolean(),
  canRequestReturn: z.boolean(),
});
export type BuyerOrderDetail = z.infer<typeof buyerOrderDetailSchema>;
