import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { planPriceWithGst } from "@domain/gst";
import { makeSubscriptionPaymentOrderId } from "@domain/plans";
import type { SubscribeRequest, SubscribeResponse } from "@domain/schemas/subscriptions";
import { indiaDate, nextSubscriptionTerm } from "@domain/subscription-term";
import type { AppContext } from "../../app-context";
import { checkouts, profiles, subscriptionPlans, type CheckoutSnapshot } from "../../db/schema";
import { AppError, businessRule, notFound } from "../../errors";
import { CashfreeError } from "../../platform/payments/cashfree-error";
import { providerOrderRequest } from "../checkout/provider-order-request";
import { currentSubscription } from "./seller-subscription";
import { lockSubscriber, startSubscription } from "./start-subscription";

export type Subscriber = { id: string; email: string };

/**
 * Starts buying a plan. The request names only the plan and the cycle: the price, GST and term are the server's.
 * A Free plan is put in force at once; a paid one gets a `sub_` payment order whose tags carry the plan (read back
 * when the provider reports it paid), and is activated only then (activate-subscription-payment.ts).
 */
export async function subscribe(ctx: AppContext, seller: Subscriber, input: SubscribeRequest, now = new Date()): Promise<SubscribeResponse> {
  const [plan] = await ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, input.planId));
  if (!plan?.isActive) throw notFound("Subscription plan", "PLAN_NOT_FOUND");
  if (plan.isEnterprise) throw businessRule("ENTERPRISE_PLAN_CONTACT_SALES");
  const today = indiaDate(now);

  if (plan.priceMonthly === 0) {
    const subscription = await ctx.db.transaction(async (tx) => {
      await lockSubscriber(tx, seller.id);
      const current = await currentSubscription(tx, seller.id);
      // A paid plan is never cut short by a click on Free: its remaining days were paid for.
      if (current && current.planId !== plan.id && current.endDate >= today) {
        const [currentPlan] = await tx.select({ priceMonthly: subscriptionPlans.priceMonthly }).from(subscriptionPlans).where(eq(subscriptionPlans.id, current.planId));
        if ((currentPlan?.priceMonthly ?? 0) > 0)
          throw businessRule("PAID_PLAN_IN_FORCE", `Your ${current.planName} plan runs until ${current.endDate}. You can move to the Free plan after it ends.`);
      }
      const term = nextSubscriptionTerm(today, input.billingCycle, current, plan.id);
      return startSubscription(tx, { userId: seller.id, planId: plan.id, billingCycle: input.billingCycle, ...term, paymentOrderId: null });
    });
    return { kind: "activated", subscription: { ...subscription, planName: plan.name } };
  }

  const term = nextSubscriptionTerm(today, input.billingCycle, await currentSubscription(ctx.db, seller.id), plan.id);

  const charge = planPriceWithGst(plan.priceMonthly);
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, seller.id));
  const address = profile?.billingAddress ?? { address: "", city: "", state: "", zip: "", country: "India" };
  const name = profile?.contactPerson ?? profile?.companyName ?? seller.email;
  const snapshot: CheckoutSnapshot = {
    lines: [],
    sellers: [],
    shippingAddress: address,
    billingAddress: address,
    contact: { firstName: profile?.firstName ?? name, lastName: profile?.lastName ?? "", phone: profile?.phone ?? "", email: seller.email },
    plan: { planId: plan.id, base: charge.base, gst: charge.gst, billingCycle: input.billingCycle },
  };
  const paymentOrderId = makeSubscriptionPaymentOrderId(plan.name, now, randomUUID().slice(0, 8));
  const [checkout] = await ctx.db
    .insert(checkouts)
    .values({ paymentOrderId, buyerId: seller.id, kind: "subscription", amount: charge.total, totalAmount: charge.total, paymentMethod: "online", snapshot })
    .returning();
  const request = {
    ...providerOrderRequest(
      ctx.config,
      { paymentOrderId, amount: charge.total, note: `BulkBazaar ${plan.name} plan, ${term.startDate} to ${term.endDate}` },
      { id: seller.id, email: seller.email, phone: profile?.phone ?? null, name },
    ),
    // Read back at activation; amounts in paise, as everywhere in our own data.
    order_tags: { plan_id: plan.id, base_price: String(charge.base), gst: String(charge.gst) },
  };
  let sessionId: string | null | undefined;
  try {
    sessionId = (await ctx.payments.cashfree.createOrder(request, checkout!.id)).payment_session_id;
  } catch (error) {
    if (!(error instanceof CashfreeError)) throw error;
    await ctx.db.update(checkouts).set({ status: "failed", failureReason: `provider: ${error.message}` }).where(eq(checkouts.id, checkout!.id));
    throw new AppError("PAYMENT_SESSION_FAILED", "Could not initialize payment gateway.", { provider: error.message });
  }
  if (!sessionId) throw new AppError("PAYMENT_SESSION_MISSING");
  await ctx.db.update(checkouts).set({ providerSessionId: sessionId }).where(eq(checkouts.id, checkout!.id));
  return { kind: "payment", orderId: paymentOrderId, paymentSessionId: sessionId, paymentMode: ctx.payments.mode, charge, term };
}
