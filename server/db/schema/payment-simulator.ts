import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, paise, updatedAt } from "./columns";

// State of the built-in Cashfree simulator: it plays the provider's side, so it keeps its own records.
export const simOrders = pgTable("sim_orders", {
  orderId: text("order_id").primaryKey(),
  cfOrderId: text("cf_order_id").notNull().unique(),
  paymentSessionId: text("payment_session_id").notNull().unique(),
  amount: paise("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull().default("ACTIVE"),
  request: jsonb("request").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const simPayments = pgTable(
  "sim_payments",
  {
    cfPaymentId: text("cf_payment_id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => simOrders.orderId, { onDelete: "cascade" }),
    amount: paise("amount").notNull(),
    status: text("status").notNull(),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [index("sim_payments_order_idx").on(t.orderId)],
);

export const simRefunds = pgTable(
  "sim_refunds",
  {
    refundId: text("refund_id").primaryKey(),
    cfRefundId: text("cf_refund_id").notNull().unique(),
    orderId: text("order_id")
      .notNull()
      .references(() => simOrders.orderId, { onDelete: "cascade" }),
    amount: paise("amount").notNull(),
    /** PENDING, SUCCESS, CANCELLED or ONHOLD; a PENDING refund reads as SUCCESS from settles_at on (null: never). */
    status: text("status").notNull(),
    settlesAt: timestamp("settles_at", { withTimezone: true }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("sim_refunds_order_idx").on(t.orderId)],
);

/** Idempotency keys the simulator has seen, with the answer it gave. */
export const simIdempotency = pgTable("sim_idempotency", {
  key: text("key").primaryKey(),
  response: jsonb("response").notNull(),
  createdAt: createdAt(),
});
