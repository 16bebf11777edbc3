import { z } from "zod";
import { creditNoteRefsSchema } from "./credit-note";
import type { ORDER_STATUSES } from "../orders";
import { orderNumberSchema, orderSearchSchema } from "./order-number";
import { storedPostalAddressSchema } from "./postal-address";
import { orderStatusSchema, paymentMethodSchema, payoutStatusSchema } from "./statuses";

const paise = z.number().int().describe("paise");

/** The statuses the Logistics page shows by default: orders ready to move or on their way. */
export const LOGISTICS_STATUSES = ["Ready for Pickup", "In Transit", "Shipped"] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/** GET /api/admin/orders: every order, newest first; `status` is one status or several separated by commas. */
export const adminOrderQuerySchema = z.strictObject({
  /** An order number (whole or in part), or the buyer's or seller's name or company. */
  q: orderSearchSchema,
  status: z
    .string()
    .max(200)
    .optional()
    .transform((list, context) => {
      if (!list) return undefined;
      const statuses = list.split(",").map((status) => orderStatusSchema.safeParse(status.trim()));
      if (statuses.some((status) => !status.success)) {
        context.addIssue({ code: "custom", message: "validation:orderFilter.statuses" });
        return z.NEVER;
      }
      return statuses.flatMap((status) => (status.success ? [status.data] : []));
    }),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

export const adminOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: orderNumberSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  status: orderStatusSchema,
  buyerId: z.uuid(),
  buyerName: z.string().nullable(),
  sellerId: z.uuid(),
  sellerName: z.string().nullable(),
  totalAmount: paise,
  /** The freight priced at checkout, included in the total (the goods are the total less it). */
  freightAmount: paise,
  advanceAmount: paise,
  paymentMethod: paymentMethodSchema,
  shippingAddress: storedPostalAddressSchema,
  payoutStatus: payoutStatusSchema,
  carrierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The seller's tax invoice number (download: GET /api/admin/orders/:orderId/invoice); null before GST invoices. */
  invoiceNumber: z.string().nullable(),
  /** Credit notes against the invoice (download: GET /api/admin/orders/:orderId/credit-notes/:creditNoteId). */
  creditNotes: creditNoteRefsSchema,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.object({ orders: z.array(adminOrderSchema), nextCursor: z.string().nullable() });
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

const shipmentText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((text) => (text === undefined ? undefined : text || null));

/**
 * PATCH /api/admin/orders/:orderId/status: any status, with no sequence enforced (a cancelled order stays
 * cancelled); Logistics adds the carrier and the tracking number (AWB) the buyer sees. Omitted keeps, null clears.
 */
export const adminOrderStatusInputSchema = z.strictObject({
  status: orderStatusSchema,
  carrierName: shipmentText(100),
  trackingNumber: shipmentText(60),
});
export type AdminOrderStatusInput = z.input<typeof adminOrderStatusInputSchema>;
