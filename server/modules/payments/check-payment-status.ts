import { and, eq } from "drizzle-orm";
import { rupeesToPaise } from "@domain/money";
import { isSubscriptionPaymentOrderId } from "@domain/plans";
import type { PaymentStatus } from "@domain/schemas/payment-status";
import type { AppContext } from "../../app-context";
import { checkouts } from "../../db/schema";
import { AppError, businessRule, notFound } from "../../errors";
import { CashfreeError } from "../../platform/payments/cashfree-error";
import { describeCheckoutPayment } from "./describe-checkout-payment";
import { finalisePaidCheckout } from "./finalise-paid-checkout";
import { markCheckoutUnpaid } from "./mark-checkout-unpaid";

/** Payment attempts that ended without taking money (Cashfree payment_status values). */
const FAILED_ATTEMPTS = new Set(["FAILED", "USER_DROPPED", "CANCELLED", "VOID"]);

/**
 * Asks the provider how the buyer's checkout payment stands and acts on it: PAID → finalise (once) and list the
 * orders; ACTIVE → pending, unless the latest attempt failed; anything else → failed. Only the checkout's buyer may ask.
 */
export async function checkPaymentStatus(ctx: AppContext, buyerId: string, paymentOrderId: string): Promise<PaymentStatus> {
  if (isSubscriptionPaymentOrderId(paymentOrderId))
    throw businessRule("SUBSCRIPTION_PAYMENT_ELSEWHERE", `This is a subscription payment: its status is at /api/seller/subscription/payments/${paymentOrderId}.`);
  const [checkout] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.paymentOrderId, paymentOrderId), eq(checkouts.buyerId, buyerId), eq(checkouts.kind, "order")));
  if (!checkout) throw notFound("Order", "ORDER_NOT_FOUND");
  if (checkout.status === "paid" || checkout.status === "refunded") {
    const status = await finalisePaidCheckout(ctx, checkout.id); // a no-op, but retries a refund the provider left pending
    return describeCheckoutPayment(ctx.db, checkout, status, "PAID");
  }

  const providerStatus = await askProvider(ctx, paymentOrderId);
  const fresh = async () => (await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout.id)))[0]!;
  if (providerStatus.orderStatus === "PAID") {
    const status = await finalisePaidCheckout(ctx, checkout.id, providerStatus.paymentId);
    return describeCheckoutPayment(ctx.db, await fresh(), status, "PAID");
  }
  if (providerStatus.orderStatus === "ACTIVE" && !providerStatus.failedAttempt)
    return describeCheckoutPayment(ctx.db, checkout, "pending", "ACTIVE");
  const reported = providerStatus.failedAttempt ?? providerStatus.orderStatus;
  await markCheckoutUnpaid(ctx.db, checkout.id, providerStatus.orderStatus === "EXPIRED" ? "expired" : "failed", reported);
  return describeCheckoutPayment(ctx.db, await fresh(), "failed", reported);
}

/**
 * The provider's word on a payment order: its status, the paying attempt's id, a failed latest attempt while it is
 * still ACTIVE, and the order's amount (paise) and tags. Provider errors become 502 PAYMENT_VERIFICATION_FAILED.
 */
export async function askProvider(ctx: AppContext, paymentOrderId: string): Promise<ProviderVerdict> {
  try {
    const order = await ctx.payments.cashfree.getOrder(paymentOrderId);
    const known = { amount: rupeesToPaise(order.order_amount), tags: order.order_tags ?? {} };
    if (order.order_status === "PAID") {
      const payments = await ctx.payments.cashfree.getPayments(paymentOrderId);
      const paid = payments.find((p) => p.payment_status === "SUCCESS");
      return { ...known, orderStatus: "PAID", paymentId: paid?.cf_payment_id, failedAttempt: null };
    }
    if (order.order_status !== "ACTIVE") return { ...known, orderStatus: order.order_status, failedAttempt: null };
    const payments = await ctx.payments.cashfree.getPayments(paymentOrderId);
    const latest = payments.at(-1);
    return { ...known, orderStatus: "ACTIVE", failedAttempt: latest && FAILED_ATTEMPTS.has(latest.payment_status) ? latest.payment_status : null };
  } catch (error) {
    if (!(error instanceof CashfreeError)) throw error;
    throw new AppError("PAYMENT_VERIFICATION_FAILED", "We could not verify the payment with the provider. Please try again.", {
      provider: error.message,
    });
  }
}

export type ProviderVerdict = {
  orderStatus: string;
  paymentId?: string | undefined;
  failedAttempt: string | null;
  amount: number;
  tags: Record<string, string>;
};
