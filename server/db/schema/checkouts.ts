import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { CHECKOUT_KINDS, CHECKOUT_STATUSES, REFUND_STATUSES } from "../../../domain/payments";
import { PAYMENT_METHODS } from "../../../domain/orders";
import type { BillingCycle } from "../../../domain/plans";
import type { StoredPostalAddress } from "../../../domain/schemas/postal-address";
import { createdAt, isOneOf, paise, updatedAt } from "./columns";

/** What was priced at checkout: the server's own figures, never the browser's. */
export type CheckoutSnapshot = {
  lines: {
    productId: string;
    sellerId: string;
    name: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    /** The accepted quotation that priced this line. */
    quoteId?: string;
  }[];
  /**
   * One order per seller: `total` is goods and freight. Checkouts made before freight was charged have no goods,
   * freight or window (their total is all goods).
   */
  sellers: {
    sellerId: string;
    total: number;
    advance: number;
    goods?: number;
    freight?: number;
    /** The delivery window promised at checkout, ISO dates in India's calendar. */
    window?: { earliest: string; latest: string };
  }[];
  shippingAddress: StoredPostalAddress;
  billingAddress: StoredPostalAddress;
  contact: { firstName: string; lastName: string; phone: string; email: string };
  /** "Use my GSTIN for input tax credit": the buyer's GSTIN and legal name for B2B invoices; absent for B2C. */
  buyerGstin?: { gstin: string; legalName: string };
  /** Subscription checkouts: the plan bought and its price breakdown. */
  plan?: { planId: string; base: number; gst: number; billingCycle: BillingCycle };
};

/** The payment intent. Orders are created from it exactly once, when the provider confirms payment. */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentOrderId: text("payment_order_id").notNull().unique(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: CHECKOUT_KINDS }).notNull(),
    amount: paise("amount").notNull(),
    totalAmount: paise("total_amount").notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    snapshot: jsonb("snapshot").$type<CheckoutSnapshot>().notNull(),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull().default("created"),
    providerSessionId: text("provider_session_id"),
    providerPaymentId: text("provider_payment_id"),
    failureReason: text("failure_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Subscription payments: when the payment status page first reported the activation (later visits say "already active"). */
    activationReportedAt: timestamp("activation_reported_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("checkouts_buyer_idx").on(t.buyerId, t.createdAt),
    check("checkouts_amount_check", sql`${t.amount} >= 0 and ${t.totalAmount} >= ${t.amount}`),
    check("checkouts_kind_check", isOneOf(t.kind, CHECKOUT_KINDS)),
    check("checkouts_method_check", isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    check("checkouts_status_check", isOneOf(t.status, CHECKOUT_STATUSES)),
  ],
);

/** A refund asked of the payment provider; one per (checkout, reason key) so retries never pay twice. */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "restrict" }),
    orderId: uuid("order_id"),
    /** Sent to the provider as refund_id and idempotency key. */
    refundKey: text("refund_key").notNull().unique(),
    amount: paise("amount").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    // The refund worker's queue: pending refunds, least recently asked about first.
    index("refunds_pending_idx").on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    check("refunds_amount_check", sql`${t.amount} > 0`),
    check("refunds_status_check", isOneOf(t.status, REFUND_STATUSES)),
  ],
);
