import { eq } from "drizzle-orm";
import { tryRupeesToPaise } from "@domain/money";
import type { Logger } from "../../platform/logger";
import type { AppContext } from "../../app-context";
import { checkouts } from "../../db/schema";
import { AppError, businessRule } from "../../errors";
import { paymentWebhookSchema, REFUND_WEBHOOK_TYPE } from "../../platform/payments/cashfree-types";
import { verifyWebhookSignature } from "../../platform/payments/webhook-signature";
import { handleSubscriptionWebhook } from "../subscriptions/activate-subscription-payment";
import { finalisePaidCheckout } from "./finalise-paid-checkout";
import { handleRefundWebhook } from "./handle-refund-webhook";
import { markCheckoutUnpaid } from "./mark-checkout-unpaid";

export type WebhookDelivery = { rawBody: Buffer; timestamp: string | undefined; signature: string | undefined };
export type WebhookOutcome = "finalised" | "recorded" | "ignored";

/**
 * A webhook from the provider: verified against the raw bytes first (a bad signature, a stale timestamp or an
 * unknown order changes nothing), then a successful payment of the checkout's exact amount is finalised (once), a
 * failed one is recorded, and a refund's final status is stored (handle-refund-webhook.ts).
 */
export async function handlePaymentWebhook(ctx: AppContext, delivery: WebhookDelivery, log: Logger): Promise<WebhookOutcome> {
  const verdict = verifyWebhookSignature({ secret: ctx.payments.webhookSecret, ...delivery });
  if (!verdict.ok) {
    log.warn({ reason: verdict.reason }, "payment webhook refused");
    const message = verdict.reason === "stale" ? "The webhook timestamp is too old." : "The webhook signature is invalid.";
    throw new AppError(verdict.reason === "stale" ? "WEBHOOK_STALE" : "WEBHOOK_SIGNATURE_INVALID", message);
  }
  let json: unknown;
  try {
    json = JSON.parse(delivery.rawBody.toString("utf8"));
  } catch {
    throw new AppError("INVALID_JSON", "The request body is not valid JSON.");
  }
  if (isRefundWebhook(json)) return handleRefundWebhook(ctx, json, log);
  const parsed = paymentWebhookSchema.safeParse(json);
  if (!parsed.success) throw new AppError("WEBHOOK_INVALID", "The webhook is not a payment webhook.");
  const { type, data } = parsed.data;

  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, data.order.order_id));
  if (!checkout) throw new AppError("ORDER_NOT_FOUND", "No checkout has this order id.");
  if (checkout.kind === "subscription") {
    const paid = type === "PAYMENT_SUCCESS_WEBHOOK" && data.payment.payment_status === "SUCCESS";
    if (!paid && type !== "PAYMENT_FAILED_WEBHOOK" && type !== "PAYMENT_USER_DROPPED_WEBHOOK") return "ignored";
    return handleSubscriptionWebhook(ctx, checkout, data.payment.payment_status);
  }

  if (type === "PAYMENT_SUCCESS_WEBHOOK" && data.payment.payment_status === "SUCCESS") {
    const paid = tryRupeesToPaise(data.payment.payment_amount);
    if (paid !== checkout.amount || data.order.order_currency !== "INR") {
      log.warn({ orderId: checkout.paymentOrderId, paid, expected: checkout.amount }, "payment webhook amount mismatch");
      throw businessRule("PAYMENT_AMOUNT_MISMATCH", "The paid amount does not match the checkout.");
    }
    await finalisePaidCheckout(ctx, checkout.id, data.payment.cf_payment_id);
    return "finalised";
  }
  if (type === "PAYMENT_FAILED_WEBHOOK" || type === "PAYMENT_USER_DROPPED_WEBHOOK") {
    await markCheckoutUnpaid(ctx.db, checkout.id, "failed", data.payment.payment_status);
    return "recorded";
  }
  return "ignored";
}

const isRefundWebhook = (json: unknown) =>
  typeof json === "object" && json !== null && (json as { type?: unknown }).type === REFUND_WEBHOOK_TYPE;
