import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "restrict" }),
    totalAmount: paise("total_amount").notNull(),
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
    payoutTransactionRef: text("payout_transaction_ref"),
    payoutScreenshotUrl: text("payout_screenshot_url"),
    /**
     * The platform's fee on this order in basis points (5% = 500): the seller's own fee or else the global one,
     * snapshotted when the order is created, so a later fee change never rewrites what a past order pays.
     */
    platformFeeBasisPoints: integer("platform_fee_basis_points").notNull(),
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
    check("orders_money_check", sql`${t.totalAmount} >= 0 and ${t.advanceAmount} >= 0 and ${t.advanceAmount} <= ${t.totalAmount}`),
    check("orders_payment_method_check", isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    check("orders_payout_status_check", isOneOf(t.payoutStatus, PAYOUT_STATUSES)),
    check("orders_platform_fee_check", sql`${t.platformFeeBasisPoints} between 0 and 10000`),
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
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
    check("order_items_price_check", sql`${t.price} >= 0`),
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
    reason: text("reason").notNull(),
    status: text("status", { enum: RETURN_STATUSES })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("order_returns_item_unique").on(t.orderItemId),
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
    /** The returned line's amount: online + manual. */
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
