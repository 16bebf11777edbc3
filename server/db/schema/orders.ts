import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { checkouts } from "./checkouts";
import { products } from "./catalog";
import { profiles } from "./profiles";
import { createdAt, paise, type PostalAddress, updatedAt } from "./columns";

const ORDER_STATUS_SQL = sql.raw(
  `('Pending', 'Processing', 'Packaging', 'Ready for Pickup', 'In Transit', 'Shipped', 'Delivered', 'Cancelled')`,
);

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
    status: text("status").notNull().default("Pending"),
    shippingAddress: jsonb("shipping_address").$type<PostalAddress>().notNull(),
    billingAddress: jsonb("billing_address").$type<PostalAddress>().notNull(),
    paymentMethod: text("payment_method", { enum: ["online", "cod"] }).notNull(),
    /**
     * The amount paid online at checkout for this order (the spec's name): the whole total for online payment; this
     * order's share of the checkout's 10% advance for cash on delivery. So the spec's "due on delivery = total −
     * advance_amount" holds for both methods (0 for online), and a cancellation refunds exactly this.
     */
    advanceAmount: paise("advance_amount").notNull(),
    payoutStatus: text("payout_status", { enum: ["Pending", "Processing", "Hold", "Paid"] })
      .notNull()
      .default("Pending"),
    payoutTransactionRef: text("payout_transaction_ref"),
    payoutScreenshotUrl: text("payout_screenshot_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Finalisation idempotency: one order per seller per checkout.
    unique("orders_checkout_seller_unique").on(t.checkoutId, t.sellerId),
    index("orders_buyer_idx").on(t.buyerId, t.createdAt, t.id),
    index("orders_seller_idx").on(t.sellerId, t.createdAt, t.id),
    check("orders_status_check", sql`${t.status} in ${ORDER_STATUS_SQL}`),
    check("orders_money_check", sql`${t.totalAmount} >= 0 and ${t.advanceAmount} >= 0 and ${t.advanceAmount} <= ${t.totalAmount}`),
    check("orders_payment_method_check", sql`${t.paymentMethod} in ('online', 'cod')`),
    check("orders_payout_status_check", sql`${t.payoutStatus} in ('Pending', 'Processing', 'Hold', 'Paid')`),
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
    actorRole: text("actor_role", { enum: ["buyer", "seller", "admin", "system"] }).notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
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
    requestType: text("request_type", { enum: ["return", "exchange"] }).notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected", "processing", "completed"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("order_returns_item_unique").on(t.orderItemId),
    index("order_returns_seller_idx").on(t.sellerId, t.createdAt),
    index("order_returns_buyer_idx").on(t.buyerId),
    check("order_returns_type_check", sql`${t.requestType} in ('return', 'exchange')`),
    check(
      "order_returns_status_check",
      sql`${t.status} in ('pending', 'approved', 'rejected', 'processing', 'completed')`,
    ),
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
    status: text("status", { enum: ["open", "resolved"] }).notNull().default("open"),
    queryText: text("query_text").notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("payout_queries_seller_idx").on(t.sellerId),
    check("payout_queries_status_check", sql`${t.status} in ('open', 'resolved')`),
    check("payout_queries_text_check", sql`length(trim(${t.queryText})) > 0`),
  ],
);
