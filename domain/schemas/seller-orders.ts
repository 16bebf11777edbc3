import { z } from "zod";
import { creditNoteRefsSchema } from "./credit-note";
import { orderInvoiceRefSchema } from "./order-invoice";
import { orderNumberSchema, orderSearchSchema } from "./order-number";
import { storedPostalAddressSchema } from "./postal-address";
import { orderDisplayStatusSchema, orderStatusSchema, paymentMethodSchema } from "./statuses";

const paise = z.number().int().describe("paise");

export const SELLER_ORDERS_PAGE_SIZE = 20;

/** GET /api/seller/orders: the seller's own orders, newest first; `cursor` is the `nextCursor` of the previous page. */
export const sellerOrderListQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  /** An order number, whole or in part. */
  q: orderSearchSchema,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(SELLER_ORDERS_PAGE_SIZE),
});
export type SellerOrderListQuery = z.input<typeof sellerOrderListQuerySchema>;

export const sellerOrderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  productName: z.string(),
  /** The product's first image now, or null (deleted product, or video only). */
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price at purchase. */
  price: paise,
  lineTotal: paise,
});
export type SellerOrderItem = z.infer<typeof sellerOrderItemSchema>;

export const sellerOrderRowSchema = z.object({
  id: z.uuid(),
  orderNumber: orderNumberSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  status: orderStatusSchema,
  /** The status to show: `status`, or Refunded once every unit was returned and refunded. */
  displayStatus: orderDisplayStatusSchema,
  totalAmount: paise,
  /** The freight priced at checkout, included in the total (the goods are the total less it). */
  freightAmount: paise,
  paymentMethod: paymentMethodSchema,
  /** Paid online at checkout: the whole total (online) or the COD advance. */
  advanceAmount: paise,
  /** Cash on delivery: the balance recorded as paid when the order was delivered (0 before, and for online payment). */
  amountPaidOnDelivery: paise,
  /** Cash the buyer still pays on delivery: total − advance − paid on delivery (0 for online and for a cancelled order). */
  amountDueOnDelivery: paise,
  /** What the order's completed returns refunded (online and by hand): the payout counts paid less this. */
  returnsRefunded: paise,
  /** The buyer's company name, else first and last name; null when the profile has neither. */
  buyerName: z.string().nullable(),
  shippingAddress: storedPostalAddressSchema,
  items: z.array(sellerOrderItemSchema),
  /** The seller's tax invoice of the order (download: GET /api/seller/orders/:orderId/invoice). */
  invoice: orderInvoiceRefSchema.nullable(),
  /** Credit notes against the invoice (download: GET /api/seller/orders/:orderId/credit-notes/:creditNoteId). */
  creditNotes: creditNoteRefsSchema,
  /** False once the order is In Transit, Shipped, Delivered or Cancelled: the status selector is disabled. */
  canSetStatus: z.boolean(),
});
export type SellerOrderRow = z.infer<typeof sellerOrderRowSchema>;

export const sellerOrderListSchema = z.object({
  orders: z.array(sellerOrderRowSchema),
  nextCursor: z.string().nullable(),
});
export type SellerOrderList = z.infer<typeof sellerOrderListSchema>;

/**
 * PATCH /api/seller/orders/:orderId/status. Any status parses, so a refused one answers the business rule
 * (422 STATUS_NOT_ALLOWED; 409 ORDER_LOCKED once In Transit or later) rather than a validation error; only Processing, Packaging and Ready for Pickup pass.
 */
export const sellerOrderStatusInputSchema = z.strictObject({ status: orderStatusSchema });
export type SellerOrderStatusInput = z.infer<typeof sellerOrderStatusInputSchema>;

export const sellerOrderStatusChangeSchema = z.object({ id: z.uuid(), status: orderStatusSchema, updatedAt: z.string() });
export type SellerOrderStatusChange = z.infer<typeof sellerOrderStatusChangeSchema>;

/**
 * GET /api/seller/events (text/event-stream): `event: ready` (data {}) when subscribed (again after a lost LISTEN:
 * re-read), and `event: order` with this data for each new order or change of one of the seller's own orders.
 */
export const sellerOrderEventSchema = z.object({
  orderId: z.uuid(),
  status: orderStatusSchema,
  kind: z.enum(["created", "status", "refund", "return"]),
});
export type SellerOrderEvent = z.infer<typeof sellerOrderEventSchema>;
