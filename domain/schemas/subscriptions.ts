import { z } from "zod";
import { isValidIndianMobile } from "../india/mobile";
import { checkoutCreatedSchema } from "./checkout";
import { billingCycleSchema, subscriptionStatusSchema } from "./statuses";

const paise = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A plan's monthly price as charged: base + 18% GST = total, all computed by the server (domain/gst.ts). */
export const planChargeSchema = z.object({ base: paise, gst: paise, total: paise });
export type PlanCharge = z.infer<typeof planChargeSchema>;

/** A subscription plan as the plans page shows it. */
export const planSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  priceMonthly: paise,
  priceYearly: paise,
  features: z.array(z.string()),
  productListingsLimit: z.number().int(),
  hasVerifiedBadge: z.boolean(),
  searchPriority: z.string(),
  analyticsLevel: z.string(),
  isFeaturedSeller: z.boolean(),
  logisticsAccessLevel: z.string(),
  hasAccountManager: z.boolean(),
  adCreditsMonthly: paise,
  supportLevel: z.string(),
  isEnterprise: z.boolean(),
  isMostPopular: z.boolean(),
  monthlyCharge: planChargeSchema,
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/public/plans: the active plans, cheapest first. */
export const planListSchema = z.object({ plans: z.array(planSchema) });
export type PlanList = z.infer<typeof planListSchema>;

/** A seller's subscription (the one in force, or one from its history). */
export const subscriptionSchema = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  planName: z.string(),
  status: subscriptionStatusSchema,
  billingCycle: billingCycleSchema,
  startDate: isoDate,
  endDate: isoDate,
  paymentOrderId: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/seller/subscription: the plan in force (null: none, so the default limit of 10 applies) and its limit. */
export const sellerSubscriptionSchema = z.object({
  current: subscriptionSchema.nullable(),
  productListingsLimit: z.number().int(),
  productsListed: z.number().int(),
});
export type SellerSubscription = z.infer<typeof sellerSubscriptionSchema>;

/** POST /api/seller/subscription/checkout: only the plan and cycle; the server prices it. */
export const subscribeRequestSchema = z.strictObject({
  planId: z.uuid(),
  billingCycle: z.literal("monthly").default("monthly"),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/**
 * payment: open the provider's checkout (as for an order checkout), which returns to /payment-status?order_id=…;
 * activated: a Free plan, in force at once without payment.
 */
export const subscribeResponseSchema = z.discriminatedUnion("kind", [
  checkoutCreatedSchema.extend({ kind: z.literal("payment"), charge: planChargeSchema, term: z.object({ startDate: isoDate, endDate: isoDate }) }),
  z.object({ kind: z.literal("activated"), subscription: subscriptionSchema }),
]);
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const SUBSCRIPTION_PAYMENT_OUTCOMES = ["activated", "already-active", "pending", "failed"] as const;

/**
 * GET /api/seller/subscription/payments/:orderId (order ids starting sub_): the provider's verdict, acted on.
 * activated: this call put the plan in force; already-active: it was in force before (the page redirects after 3 s);
 * pending: ACTIVE at the provider; failed: anything else (providerStatus says what).
 */
export const subscriptionPaymentStatusSchema = z.object({
  orderId: z.string(),
  outcome: z.enum(SUBSCRIPTION_PAYMENT_OUTCOMES),
  providerStatus: z.string(),
  amount: paise,
  subscription: subscriptionSchema.nullable(),
});
export type SubscriptionPaymentStatus = z.infer<typeof subscriptionPaymentStatusSchema>;

/** A GST tax invoice of a paid subscription, as listed on the seller's subscription page. */
export const subscriptionInvoiceSchema = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  issuedOn: isoDate,
  planName: z.string(),
  periodStart: isoDate,
  periodEnd: isoDate,
  taxableValue: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  total: paise,
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>;

/** GET /api/seller/subscription/invoices: newest first (a seller has at most a few a year). */
export const subscriptionInvoiceListSchema = z.object({ invoices: z.array(subscriptionInvoiceSchema) });

/** POST /api/public/sales-enquiries: the Enterprise "Contact Sales" form; every field required. */
export const salesEnquiryRequestSchema = z.strictObject({
  companyName: z.string().trim().min(1).max(200),
  contactName: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  phone: z.string().trim().max(20).refine(isValidIndianMobile, "validation:salesEnquiry.phone"),
  message: z.string().trim().min(1).max(4000),
  planId: z.uuid().optional(),
});
export type SalesEnquiryRequest = z.infer<typeof salesEnquiryRequestSchema>;
