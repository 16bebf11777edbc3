import { z } from "zod";
import { SEARCH_PRIORITIES } from "../search-priority";
import { planSchema } from "./subscriptions";
import { billingCycleSchema, subscriptionStatusSchema } from "./statuses";

const paise = z.number().int().describe("paise");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/admin/subscriptions/stats: subscriptions in force, per plan, and the monthly recurring revenue. */
export const subscriptionStatsSchema = z.object({
  totalSubscribers: z.number().int(),
  planBreakdown: z.array(z.object({ planId: z.uuid(), name: z.string(), subscriberCount: z.number().int() })),
  /** Paise a month, GST excluded (domain/recurring-revenue.ts). */
  monthlyRecurringRevenue: paise,
});
export type SubscriptionStats = z.infer<typeof subscriptionStatsSchema>;

/** GET /api/admin/subscriptions: newest first, by plan and status, a keyset page at a time. */
export const adminSubscriptionQuerySchema = z.strictObject({
  planId: z.uuid().optional(),
  status: subscriptionStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminSubscriptionQuery = z.infer<typeof adminSubscriptionQuerySchema>;

export const adminSubscriptionRowSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  companyName: z.string().nullable(),
  email: z.string(),
  planId: z.uuid(),
  planName: z.string(),
  status: subscriptionStatusSchema,
  billingCycle: billingCycleSchema,
  startDate: isoDate,
  endDate: isoDate,
  paid: z.boolean(),
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;
export const adminSubscriptionListSchema = z.object({ subscriptions: z.array(adminSubscriptionRowSchema), nextCursor: z.string().nullable() });
export type AdminSubscriptionList = z.infer<typeof adminSubscriptionListSchema>;

/** POST /api/admin/subscriptions/change-plan: put a seller on a plan for one year from today (no payment). */
export const adminPlanChangeSchema = z.strictObject({ sellerId: z.uuid(), planId: z.uuid() });
export type AdminPlanChange = z.infer<typeof adminPlanChangeSchema>;

/** A plan as the admin edits it: every field, whether it is on offer, and how many sellers are on it now. */
export const adminPlanSchema = planSchema.extend({ isActive: z.boolean(), subscriberCount: z.number().int() });
export type AdminPlan = z.infer<typeof adminPlanSchema>;

const label = z.string().trim().min(1).max(60);

/** POST /api/admin/plans and PUT /api/admin/plans/:planId: a plan's fields, prices in paise. */
export const planInputSchema = z.strictObject({
  name: z.string().trim().min(2, "validation:plan.nameTooShort").max(60),
  priceMonthly: paise.min(0).max(100_000_000),
  priceYearly: paise.min(0).max(1_000_000_000),
  features: z.array(z.string().trim().min(1).max(200)).max(30),
  productListingsLimit: z.number().int().min(0).max(1_000_000),
  hasVerifiedBadge: z.boolean(),
  searchPriority: z.enum(SEARCH_PRIORITIES),
  analyticsLevel: label,
  isFeaturedSeller: z.boolean(),
  logisticsAccessLevel: label,
  hasAccountManager: z.boolean(),
  adCreditsMonthly: paise.min(0).max(100_000_000),
  supportLevel: label,
  isEnterprise: z.boolean(),
  isMostPopular: z.boolean(),
  isActive: z.boolean(),
});
export type PlanInput = z.infer<typeof planInputSchema>;

/**
 * What the "New plan" form starts from: the spec's defaults (prices 0, listing limit 0, search priority Low, analytics
 * Basic, logistics access Basic, support Email Only, ad credits 0), which are also the table's column defaults.
 */
export const NEW_PLAN_DEFAULTS: PlanInput = {
  name: "",
  priceMonthly: 0,
  priceYearly: 0,
  features: [],
  productListingsLimit: 0,
  hasVerifiedBadge: false,
  searchPriority: "Low",
  analyticsLevel: "Basic",
  isFeaturedSeller: false,
  logisticsAccessLevel: "Basic",
  hasAccountManager: false,
  adCreditsMonthly: 0,
  supportLevel: "Email Only",
  isEnterprise: false,
  isMostPopular: false,
  isActive: true,
};
