import { z } from "zod";
import { creditNoteRefsSchema } from "./credit-note";
import { orderInvoiceRefSchema } from "./order-invoice";
import { orderNumberSchema, orderSearchSchema } from "./order-number";
import { returnRefundAmountsSchema, returnRequestSchema } from "./order-returns";
import { storedPostalAddressSchema } from "./postal-address";
import { orderActorRoleSchema, orderDisplayStatusSchema, orderStatusSchema, paymentMethodSchema, refundStatusSchema } from "./statuses";

const paise = z.number().int();

export const BUYER_ORDERS_PAGE_SIZE = 10;
/** The dashboard shows this many of the newest orders. */
export const RECENT_ORDERS_COUNT = 4;

/** GET /api/buyer/orders: newest first; `cursor` is the `nextCursor` of the previous page. */
export const buyerOrderListQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  /** An order number, whole or in part. */
  q: orderSearchSchema,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(BUYER_ORDERS_PAGE_SIZE),
});
export type BuyerOrderListQuery = z.input<typeof buyerOrderListQuerySchema>;

export const buyerOrderRowSchema = z.object({
  id: z.uuid(),
  orderNumber: orderNumberSchema,
  createdAt: z.string(),
  status: orderStatusSchema,
  /** The status to show: `status`, or Refunded once every unit was returned and refunded. */
  displayStatus: orderDisplayStatusSchema,
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
  /** What the buyer paid (online, and cash collected on delivery) less every refund: cancellations and returns. */
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
  /** The item's return and exchange requests, oldest first (several, each for some of its units). */
  returnRequests: z.array(returnRequestSchema),
  /** Units given back in completed returns (refunded), and units that a new request may still name. */
  returnedQuantity: z.number().int(),
  returnableQuantity: z.number().int(),
  /** What the item's completed returns refunded: online, by hand, and both. */
  refunded: returnRefundAmountsSchema,
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
  orderNumber: orderNumberSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  status: orderStatusSchema,
  /** The status to show: `status`, or Refunded once every unit was returned and refunded. */
  displayStatus: orderDisplayStatusSchema,
  seller: z.object({ id: z.uuid(), companyName: z.string().nullable(), isVerified: z.boolean() }),
  items: z.array(buyerOrderItemSchema),
  shippingAddress: storedPostalAddressSchema,
  billingAddress: storedPostalAddressSchema,
  paymentMethod: paymentMethodSchema,
  totalAmount: paise,
  /** The freight priced at checkout, included in the total. */
  freightAmount: paise,
  /** The delivery window promised at checkout (India's dates, YYYY-MM-DD); null for orders placed before freight. */
  deliveryWindow: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
  /** Paid online at checkout: the whole total, or the COD advance. */
  amountPaid: paise,
  /** Cash on delivery: the balance recorded as paid when the order was delivered (0 before, and for online payment). */
  amountPaidOnDelivery: paise,
  /** Cash still to pay on delivery (COD): total − paid online − paid on delivery; 0 for online and for a cancelled order. */
  amountDueOnDelivery: paise,
  /** What returns refunded in all (online and by hand), and what the buyer has paid less that: the payout's count. */
  returnsRefunded: returnRefundAmountsSchema,
  netPaid: paise,
  timeline: z.array(orderTimelineEntrySchema),
  /** The carrier and tracking number (AWB) our logistics team set, once the order is on its way. */
  shipment: z.object({ carrierName: z.string().nullable(), trackingNumber: z.string().nullable() }).nullable(),
  refund: orderRefundSchema.nullable(),
  /** The seller's tax invoice of the order. */
  invoice: orderInvoiceRefSchema.nullable(),
  /** Credit notes against the invoice (a cancellation, returns' refunds), oldest first. */
  creditNotes: creditNoteRefsSchema,
  canCancel: z.boolean(),
  canRequestReturn: z.boolean(),
});
export type BuyerOrderDetail = z.infer<typeof buyerOrderDetailSchema>;
