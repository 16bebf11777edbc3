import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
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
    createdAt: createdAt(),
  },
  (t) => [
    index("user_subscriptions_user_idx").on(t.userId, t.status),
    check("user_subscriptions_status_check", isOneOf(t.status, SUBSCRIPTION_STATUSES)),
    check("user_subscriptions_cycle_check", isOneOf(t.billingCycle, BILLING_CYCLES)),
  ],
);
