import type { CheckoutRequest } from "@domain/schemas/checkout";
import type { App } from "../../app";
import { signWebhook } from "../../platform/payments/webhook-signature";
import { TEST_ORIGIN } from "../../test/test-app";

/** Checkout tests: the request a buyer's browser sends, the simulator's hosted page, and signed webhooks. */

export const SHIPPING = { address: "14 Linking Road", city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" } as const;

export function checkoutRequest(
  lines: { productId: string; quantity: number }[],
  overrides: Partial<CheckoutRequest> = {},
): CheckoutRequest {
  return {
    firstName: "Asha",
    lastName: "Patel",
    phone: "+91 98765 43210",
    shippingAddress: { ...SHIPPING },
    billingSameAsShipping: true,
    paymentMethod: "online",
    lines,
    ...overrides,
  };
}

export async function postCheckout(app: App, headers: Record<string, string>, body: unknown) {
  return app.inject({ method: "POST", url: "/api/buyer/checkouts", headers, payload: body as object });
}

/** Presses Pay, Fail or Leave pending on the simulator's hosted checkout page; answers its redirect. */
export async function payInSimulator(app: App, paymentSessionId: string, outcome: "pay" | "fail" | "pending") {
  return app.inject({
    method: "POST",
    url: `/simulator/checkout/${encodeURIComponent(paymentSessionId)}`,
    headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    payload: `outcome=${outcome}`,
  });
}

export async function getPaymentStatus(app: App, headers: Record<string, string>, orderId: string) {
  return app.inject({ method: "GET", url: `/api/payments/status/${encodeURIComponent(orderId)}`, headers });
}

/** A webhook as the provider would sign it (override the timestamp or secret to forge a bad one). */
export async function postWebhook(app: App, body: unknown, options: { timestamp?: string; secret?: string } = {}) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? String(Date.now());
  const signature = signWebhook(options.secret ?? app.ctx.payments.webhookSecret, timestamp, raw);
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "content-type": "application/json", "x-webhook-timestamp": timestamp, "x-webhook-signature": signature },
    payload: raw,
  });
}

/** A PAYMENT_SUCCESS_WEBHOOK body for an order (amount in rupees, as the provider sends it). */
export function successWebhookBody(orderId: string, amountRupees: number, cfPaymentId = "5114910500") {
  return {
    data: {
      order: { order_id: orderId, order_amount: amountRupees, order_currency: "INR", order_tags: null },
      payment: { cf_payment_id: cfPaymentId, payment_status: "SUCCESS", payment_amount: amountRupees, payment_currency: "INR", payment_message: "ok" },
    },
    event_time: new Date().toISOString(),
    type: "PAYMENT_SUCCESS_WEBHOOK",
  };
}
