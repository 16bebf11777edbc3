import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { checkouts, refunds } from "./checkouts";
import { products } from "./catalog";
import { profiles } from "./profiles";
import {
  ORDER_ACTOR_ROLES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYOUT_QUERY_STATUSES,
  PAYOUT_STATUSES,
  RETURN_REQUEST_TYPES,
  RETURN_STATUSES,
} from "../../../domain/orders";
import type { StoredPostalAddress } from "../../../domain/schemas/postal-address";
import { createdAt, isOneOf, paise, updatedAt } from "./columns";

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The one number people see (BB-2611-004217), allocated with the order (domain/order-number.ts); the id stays internal. */
    orderNumber: text("order_number").notNull().unique(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "restrict" }),
    /** Goods plus freight: what the buyer owes for this order. */
    totalAmount: paise("total_amount").notNull(),
    /** The freight priced by the server at checkout (domain/freight.ts), included in the total. */
    freightAmount: paise("freight_amount").notNull().default(0),
    /**
     * Cash on delivery: the balance recorded as collected when the order was marked Delivered (0 until then, and for
     * online payment). Paid = advance + collected; a return refunds a share of that, never of money not received.
     */
    collectedOnDelivery: paise("collected_on_delivery").notNull().default(0),
    /** The delivery window promised at checkout (India's calendar dates). */
    deliveryEarliest: date("delivery_earliest"),
    deliveryLatest: date("delivery_latest"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("Pending"),
    shippingAddress: jsonb("shipping_address").$type<StoredPostalAddress>().notNull(),
    billingAddress: jsonb("billing_address").$type<StoredPostalAddress>().notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    /**
     * The amount paid online at checkout for this order (the spec's name): the whole total for online payment; this
     * order's share of the checkout's 10% advance for cash on delivery. So the spec's "due on delivery = total −
     * advance_amount" holds for both methods (0 for online), and a cancellation refunds exactly this.
     */
    advanceAmount: paise("advance_amount").notNull(),
    payoutStatus: text("payout_status", { enum: PAYOUT_STATUSES })
      .notNull()
      .default("Pending"),
    /** Why an admin put the payout on Hold (an open return is its own reason and needs none). */
    payoutHoldReason: text("payout_hold_reason"),
    payoutTransactionRef: text("payout_transaction_ref"),
    payoutScreenshotUrl: text("payout_screenshot_url"),
    /**
     * The platform's fee on this order in basis points (5% = 500): the seller's own fee or else the global one,
     * snapshotted when the order is created, so a later fee change never rewrites what a past order pays.
     */
    platformFeeBasisPoints: integer("platform_fee_basis_points").notNull(),
    /**
     * GST (issue 32): whether the seller's state is the place of supply (CGST + SGST) or not (IGST), and the freight's
     * tax at the principal line's rate. Orders from before GST have all zero (and no invoice).
     */
    intraState: boolean("intra_state").notNull().default(false),
    freightGstRateBasisPoints: integer("freight_gst_rate_basis_points").notNull().default(0),
    freightTaxableValue: paise("freight_taxable_value").notNull().default(0),
    freightCgst: paise("freight_cgst").notNull().default(0),
    freightSgst: paise("freight_sgst").notNull().default(0),
    freightIgst: paise("freight_igst").notNull().default(0),
    /**
     * The deductions' rates snapshotted when the order was paid (domain/payout-deductions.ts): GST on the platform fee,
     * TCS and TDS. 0 on orders from before they were deducted.
     */
    feeGstBasisPoints: integer("fee_gst_basis_points").notNull().default(0),
    tcsBasisPoints: integer("tcs_basis_points").notNull().default(0),
    tdsBasisPoints: integer("tds_basis_points").notNull().default(0),
    /** When the order was (last) marked Delivered: its payout falls due seven days later (domain/payouts.ts). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Set by an admin in Logistics and shown to the buyer on the order page. */
    carrierName: text("carrier_name"),
    trackingNumber: text("tracking_number"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Finalisation idempotency: one order per seller per checkout.
    unique("orders_checkout_seller_unique").on(t.checkoutId, t.sellerId),
    index("orders_buyer_idx").on(t.buyerId, t.createdAt, t.id),
    index("orders_seller_idx").on(t.sellerId, t.createdAt, t.id),
    check("orders_status_check", isOneOf(t.status, ORDER_STATUSES)),
    check(
      "orders_money_check",
      sql`${t.totalAmount} >= 0 and ${t.advanceAmount} >= 0 and ${t.collectedOnDelivery} >= 0 and ${t.advanceAmount} + ${t.collectedOnDelivery} <= ${t.totalAmount} and ${t.freightAmount} between 0 and ${t.totalAmount}`,
    ),
    check("orders_payment_method_check", isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    check("orders_payout_status_check", isOneOf(t.payoutStatus, PAYOUT_STATUSES)),
    check("orders_platform_fee_check", sql`${t.platformFeeBasisPoints} between 0 and 10000`),
    check(
      "orders_deduction_rates_check",
      sql`${t.feeGstBasisPoints} between 0 and 10000 and ${t.tcsBasisPoints} between 0 and 10000 and ${t.tdsBasisPoints} between 0 and 10000`,
    ),
    check(
      "orders_freight_tax_check",
      sql`${t.freightTaxableValue} >= 0 and ${t.freightCgst} >= 0 and ${t.freightSgst} >= 0 and ${t.freightIgst} >= 0 and (${t.freightTaxableValue} + ${t.freightCgst} + ${t.freightSgst} + ${t.freightIgst} in (0, ${t.freightAmount}))`,
    ),
    index("orders_seller_delivered_idx").on(t.sellerId, t.deliveredAt).where(sql`${t.deliveredAt} is not null`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    /** Unit price in paise at the time of purchase. */
    price: paise("price").notNull(),
    /** The product's HSN code and GST rate when bought, and the tax inside price × quantity (domain/line-tax.ts). */
    hsnCode: text("hsn_code"),
    gstRateBasisPoints: integer("gst_rate_basis_points").notNull().default(0),
    taxableValue: paise("taxable_value").notNull().default(0),
    cgst: paise("cgst").notNull().default(0),
    sgst: paise("sgst").notNull().default(0),
    igst: paise("igst").notNull().default(0),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
    check("order_items_price_check", sql`${t.price} >= 0`),
    check(
      "order_items_tax_check",
      sql`${t.taxableValue} >= 0 and ${t.cgst} >= 0 and ${t.sgst} >= 0 and ${t.igst} >= 0 and (${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst} in (0, ${t.price} * ${t.quantity}))`,
    ),
  ],
);

/** Status history: who moved the order, from what, to what, when. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    actorRole: text("actor_role", { enum: ORDER_ACTOR_ROLES }).notNull(),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_events_order_idx").on(t.orderId, t.createdAt),
    check("order_events_actor_role_check", isOneOf(t.actorRole, ORDER_ACTOR_ROLES)),
    check("order_events_from_status_check", sql`${t.fromStatus} is null or ${isOneOf(t.fromStatus, ORDER_STATUSES)}`),
    check("order_events_to_status_check", isOneOf(t.toStatus, ORDER_STATUSES)),
  ],
);

export const orderReturns = pgTable(
  "order_returns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    requestType: text("request_type", { enum: RETURN_REQUEST_TYPES }).notNull(),
    /** How many of the line's units: 1 up to what was delivered and not already asked for. */
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    /** Up to 3 photos (storage keys of re-encoded images) the buyer attached. */
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    status: text("status", { enum: RETURN_STATUSES })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("order_returns_item_idx").on(t.orderItemId),
    check("order_returns_quantity_check", sql`${t.quantity} > 0`),
    index("order_returns_seller_idx").on(t.sellerId, t.createdAt),
    index("order_returns_buyer_idx").on(t.buyerId),
    check("order_returns_type_check", isOneOf(t.requestType, RETURN_REQUEST_TYPES)),
    check("order_returns_status_check", isOneOf(t.status, RETURN_STATUSES)),
  ],
);

export const payoutQueries = pgTable(
  "payout_queries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status", { enum: PAYOUT_QUERY_STATUSES }).notNull().default("open"),
    queryText: text("query_text").notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("payout_queries_seller_idx").on(t.sellerId),
    // One open query per order at a time; a resolved one makes room for the next.
    uniqueIndex("payout_queries_one_open_per_order").on(t.orderId).where(sql`${t.status} = 'open'`),
    check("payout_queries_status_check", isOneOf(t.status, PAYOUT_QUERY_STATUSES)),
    check("payout_queries_text_check", sql`length(trim(${t.queryText})) > 0`),
  ],
);

/**
 * The money given back for a completed return, recorded once per return (unique), in the same transaction that
 * completes it: what goes back through the payment provider (`refundId`, under the return's refund key) and what is
 * owed by hand for cash paid on delivery, until an admin records it settled.
 */
export const returnRefunds = pgTable(
  "return_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    returnId: uuid("return_id")
      .notNull()
      .unique()
      .references(() => orderReturns.id, { onDelete: "restrict" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** The returned quantity's share of what was paid for the line: online + manual. */
    amount: paise("amount").notNull(),
    onlineAmount: paise("online_amount").notNull(),
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "restrict" }),
    manualAmount: paise("manual_amount").notNull(),
    manualSettledAt: timestamp("manual_settled_at", { withTimezone: true }),
    /** The bank or UPI reference an admin recorded when settling the manual refund. */
    manualReference: text("manual_reference"),
    createdAt: createdAt(),
  },
  (t) => [
    index("return_refunds_order_idx").on(t.orderId),
    // The admin console's queue of refunds owed by hand.
    index("return_refunds_manual_due_idx").on(t.createdAt).where(sql`${t.manualAmount} > 0 and ${t.manualSettledAt} is null`),
    check("return_refunds_amounts_check", sql`${t.onlineAmount} >= 0 and ${t.manualAmount} >= 0 and ${t.amount} = ${t.onlineAmount} + ${t.manualAmount}`),
    check("return_refunds_settled_reference_check", sql`(${t.manualSettledAt} is null) or (${t.manualReference} is not null)`),
    check("return_refunds_online_check", sql`(${t.onlineAmount} = 0) = (${t.refundId} is null)`),
  ],
);

/** The last order number used in each month (key "2611" for November 2026); incremented in the order's transaction. */
export const orderNumberCounters = pgTable("order_number_counters", {
  period: text("period").primaryKey(),
  lastValue: integer("last_value").notNull(),
});
