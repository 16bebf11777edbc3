import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from "../../../domain/plans";
import { createdAt, isOneOf, paise, updatedAt } from "./columns";

export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    priceMonthly: paise("price_monthly").notNull().default(0),
    priceYearly: paise("price_yearly").notNull().default(0),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    productListingsLimit: integer("product_listings_limit").notNull().default(0),
    hasVerifiedBadge: boolean("has_verified_badge").notNull().default(false),
    searchPriority: text("search_priority").notNull().default("Low"),
    analyticsLevel: text("analytics_level").notNull().default("Basic"),
    isFeaturedSeller: boolean("is_featured_seller").notNull().default(false),
    logisticsAccessLevel: text("logistics_access_level").notNull().default("Basic"),
    hasAccountManager: boolean("has_account_manager").notNull().default(false),
    adCreditsMonthly: paise("ad_credits_monthly").notNull().default(0),
    supportLevel: text("support_level").notNull().default("Email Only"),
    isEnterprise: boolean("is_enterprise").notNull().default(false),
    isMostPopular: boolean("is_most_popular").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("subscription_plans_money_check", sql`${t.priceMonthly} >= 0 and ${t.priceYearly} >= 0 and ${t.adCreditsMonthly} >= 0`),
    check("subscription_plans_limit_check", sql`${t.productListingsLimit} >= 0`),
  ],
);

export const userSubscriptions = pgTable(
  "user_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: "restrict" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("active"),
    billingCycle: text("billing_cycle", { enum: BILLING_CYCLES }).notNull(),
    /** Set for paid subscriptions; unique so activation is idempotent. Null for admin-assigned ones. */
    paymentOrderId: text("payment_order_id").unique(),
    /** When the "ends in 3 days" reminder went out, so it goes out once. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_subscriptions_user_idx").on(t.userId, t.status),
    // The expiry job's queue: active subscriptions by end date.
    index("user_subscriptions_active_end_idx").on(t.endDate).where(sql`${t.status} = 'active'`),
    // At most one plan in force per seller.
    uniqueIndex("user_subscriptions_one_active").on(t.userId).where(sql`${t.status} = 'active'`),
    check("user_subscriptions_status_check", isOneOf(t.status, SUBSCRIPTION_STATUSES)),
    check("user_subscriptions_cycle_check", isOneOf(t.billingCycle, BILLING_CYCLES)),
  ],
);

/** Who issued and who received a tax invoice, as printed on it (a snapshot: later profile edits do not rewrite it). */
export type InvoiceParty = { name: string; address: string; state: string; gstin: string | null };

/**
 * The GST tax invoice of a paid subscription, written in the transaction that activates it. Numbers run per
 * financial year (April–March) without gaps: `invoice_counters` hands them out inside the same transaction.
 */
export const subscriptionInvoices = pgTable(
  "subscription_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .unique()
      .references(() => userSubscriptions.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    /** e.g. "BT/2026-27/000042". */
    invoiceNumber: text("invoice_number").notNull().unique(),
    /** e.g. "2026-27". */
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    planName: text("plan_name").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    paymentOrderId: text("payment_order_id"),
    taxableValue: paise("taxable_value").notNull(),
    cgst: paise("cgst").notNull().default(0),
    sgst: paise("sgst").notNull().default(0),
    igst: paise("igst").notNull().default(0),
    total: paise("total").notNull(),
    supplier: jsonb("supplier").$type<InvoiceParty>().notNull(),
    recipient: jsonb("recipient").$type<InvoiceParty>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("subscription_invoices_year_sequence").on(t.financialYear, t.sequence),
    index("subscription_invoices_user_idx").on(t.userId, t.createdAt),
    check(
      "subscription_invoices_money_check",
      sql`${t.taxableValue} >= 0 and ${t.cgst} >= 0 and ${t.sgst} >= 0 and ${t.igst} >= 0 and ${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst}`,
    ),
  ],
);

/** The last invoice number handed out in each financial year; incremented in the activating transaction. */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastSequence: integer("last_sequence").notNull(),
});

/** An Enterprise "Contact Sales" request; every admin is emailed. */
export const salesEnquiries = pgTable(
  "sales_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    planId: uuid("plan_id").references(() => subscriptionPlans.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sales_enquiries_created_idx").on(t.createdAt)],
);
