import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ErrorCode } from "@domain/error-catalogue";
import { localisedPath } from "@domain/languages";
import { formatINR } from "@domain/money";
import type { Subscription, SubscriptionPaymentStatus } from "@domain/schemas/subscriptions";
import { indiaDate, nextSubscriptionTerm } from "@domain/subscription-term";
import type { AppContext } from "../../app-context";
import { checkouts, subscriptionPlans } from "../../db/schema";
import { AppError, businessRule, notFound } from "../../errors";
import { linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";
import { shownDate, textsFor } from "../../platform/i18n/server-texts";
import { issueSubscriptionInvoice } from "../invoices/issue-subscription-invoice";
import { askProvider, type ProviderVerdict } from "../payments/check-payment-status";
import { issueRefund, makeRefundKey } from "../payments/issue-refund";
import { markCheckoutUnpaid } from "../payments/mark-checkout-unpaid";
import { paymentOutcomes } from "../../platform/metrics/business-counters";
import { accountContact } from "../users/account-contact";
import { currentSubscription, subscriptionOfPayment } from "./seller-subscription";
import { lockSubscriber, startSubscription } from "./start-subscription";

type Checkout = typeof checkouts.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Puts a paid plan in force, exactly once per payment order, in one transaction: the checkout row is locked, so of
 * any number of status polls and webhooks for one payment the first activates and the rest find its subscription
 * (`already-active`). The plan is the one the provider's order tags name, checked against what was bought; the
 * amount must be what was charged. The same transaction writes the tax invoice and queues the emails.
 */
export async function activateSubscriptionPayment(
  ctx: AppContext,
  checkoutId: string,
  verdict: Pick<ProviderVerdict, "amount" | "tags" | "paymentId">,
  now = new Date(),
): Promise<{ outcome: "activated" | "already-active"; subscription: Subscription }> {
  return ctx.db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for("update");
    if (!checkout?.snapshot.plan) throw notFound("Order", "ORDER_NOT_FOUND");
    const existing = await subscriptionOfPayment(tx, checkout.paymentOrderId);
    if (existing) return { outcome: "already-active" as const, subscription: existing };
    if (verdict.amount !== checkout.amount) throw businessRule("PAYMENT_AMOUNT_MISMATCH");
    const planId = verdict.tags.plan_id;
    if (!planId) throw new AppError("SUBSCRIPTION_PLAN_ID_MISSING");
    const bought = checkout.snapshot.plan;
    const [plan] = UUID.test(planId) ? await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)) : [];
    if (!plan || plan.id !== bought.planId) throw new AppError("SUBSCRIPTION_PLAN_NOT_MATCHED");

    const today = indiaDate(now);
    await lockSubscriber(tx, checkout.buyerId);
    const term = nextSubscriptionTerm(today, bought.billingCycle, await currentSubscription(tx, checkout.buyerId), plan.id);
    const started = await startSubscription(tx, {
      userId: checkout.buyerId,
      planId: plan.id,
      billingCycle: bought.billingCycle,
      ...term,
      paymentOrderId: checkout.paymentOrderId,
    });
    await tx
      .update(checkouts)
      .set({ status: "paid", paidAt: now, providerPaymentId: verdict.paymentId ?? null, failureReason: null })
      .where(eq(checkouts.id, checkout.id));
    await issueSubscriptionInvoice(tx, ctx.config, {
      subscriptionId: started.id,
      userId: checkout.buyerId,
      planName: plan.name,
      billingCycle: bought.billingCycle,
      periodStart: term.startDate,
      periodEnd: term.endDate,
      paymentOrderId: checkout.paymentOrderId,
      base: bought.base,
      gst: bought.gst,
      issuedOn: today,
    });
    const seller = await accountContact(tx, checkout.buyerId);
    if (seller) {
      const { language, t } = textsFor(seller.language);
      await enqueueEmail(
        tx,
        linkEmail(
          seller.email,
          t("planActive.subject", { plan: plan.name }),
          {
            before: [
              t("planActive.received", { amount: formatINR(checkout.amount) }),
              t("planActive.runs", { plan: plan.name, start: shownDate(term.startDate, language), end: shownDate(term.endDate, language), limit: plan.productListingsLimit }),
            ],
            action: t("planActive.action"),
            link: `${ctx.config.publicUrl}${localisedPath("/seller-dashboard/subscription", language)}`,
            after: [],
          },
          language,
        ),
      );
    }
    return { outcome: "activated" as const, subscription: { ...started, planName: plan.name } };
  });
}

/** What makes a paid order unable to start its plan: the money goes back, as nothing was bought. */
const UNACTIVATABLE = new Set<ErrorCode>(["PAYMENT_AMOUNT_MISMATCH", "SUBSCRIPTION_PLAN_ID_MISSING", "SUBSCRIPTION_PLAN_NOT_MATCHED"]);

/**
 * Activates a payment the provider reports PAID; one that cannot start its plan (the plan it names is gone or is
 * not the one bought, or the amount differs) is marked refunded and its money returned, once (one refund key per
 * checkout), and the reason still answered to the seller.
 */
async function activateOrRefund(ctx: AppContext, checkout: Checkout, verdict: ProviderVerdict) {
  try {
    const activated = await activateSubscriptionPayment(ctx, checkout.id, verdict);
    if (activated.outcome === "activated") paymentOutcomes.inc({ kind: "subscription", outcome: "paid" });
    return activated;
  } catch (error) {
    if (!(error instanceof AppError) || !UNACTIVATABLE.has(error.code)) throw error;
    const refunded = await ctx.db
      .update(checkouts)
      .set({ status: "refunded", paidAt: new Date(), providerPaymentId: verdict.paymentId ?? null, failureReason: error.message })
      .where(and(eq(checkouts.id, checkout.id), inArray(checkouts.status, ["created", "failed", "expired"])))
      .returning({ id: checkouts.id });
    if (refunded.length) paymentOutcomes.inc({ kind: "subscription", outcome: "refunded" });
    await issueRefund(ctx, {
      checkoutId: checkout.id,
      amount: checkout.amount,
      refundKey: makeRefundKey("plan", checkout.id),
      reason: `Refund: the plan could not be started (${error.message})`,
    });
    throw error;
  }
}

/**
 * GET /api/seller/subscription/payments/:orderId: asks the provider how the seller's own `sub_` payment stands and
 * acts on it: PAID → activate (once) and answer "activated" the first time the page asks, "already-active" after;
 * ACTIVE → pending unless the latest attempt failed; anything else → failed.
 */
export async function checkSubscriptionPayment(ctx: AppContext, sellerId: string, paymentOrderId: string): Promise<SubscriptionPaymentStatus> {
  const [checkout] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.paymentOrderId, paymentOrderId), eq(checkouts.buyerId, sellerId), eq(checkouts.kind, "subscription")));
  if (!checkout) throw notFound("Order", "ORDER_NOT_FOUND");
  const answer = (outcome: SubscriptionPaymentStatus["outcome"], providerStatus: string, subscription: Subscription | null) => ({
    orderId: paymentOrderId,
    outcome,
    providerStatus,
    amount: checkout.amount,
    subscription,
  });
  if (checkout.status !== "paid") {
    const verdict = await askProvider(ctx, paymentOrderId);
    if (verdict.orderStatus === "PAID") await activateOrRefund(ctx, checkout, verdict);
    else if (verdict.orderStatus === "ACTIVE" && !verdict.failedAttempt) return answer("pending", "ACTIVE", null);
    else {
      const reported = verdict.failedAttempt ?? verdict.orderStatus;
      await markCheckoutUnpaid(ctx.db, checkout.id, verdict.orderStatus === "EXPIRED" ? "expired" : "failed", reported);
      return answer("failed", reported, null);
    }
  }
  // Paid and active (by this call or by the webhook): the first status answer says so; later visits, already active.
  const firstReport = await ctx.db
    .update(checkouts)
    .set({ activationReportedAt: new Date() })
    .where(and(eq(checkouts.id, checkout.id), isNull(checkouts.activationReportedAt)))
    .returning({ id: checkouts.id });
  return answer(firstReport.length ? "activated" : "already-active", "PAID", await subscriptionOfPayment(ctx.db, paymentOrderId));
}

/** A signed webhook for a `sub_` order: the provider's own order record decides (its tags name the plan). */
export async function handleSubscriptionWebhook(ctx: AppContext, checkout: Checkout, paymentStatus: string): Promise<"finalised" | "recorded" | "ignored"> {
  if (paymentStatus === "SUCCESS") {
    const verdict = await askProvider(ctx, checkout.paymentOrderId);
    if (verdict.orderStatus !== "PAID") return "ignored";
    try {
      await activateOrRefund(ctx, checkout, verdict);
    } catch (error) {
      // Refunded: the provider has nothing to send again.
      if (error instanceof AppError && UNACTIVATABLE.has(error.code)) return "recorded";
      throw error;
    }
    return "finalised";
  }
  await markCheckoutUnpaid(ctx.db, checkout.id, "failed", paymentStatus);
  return "recorded";
}
