import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { refunds, simRefunds } from "../../db/schema";
import { simulatorRefunds } from "../../platform/payments/simulator";
import { signWebhook } from "../../platform/payments/webhook-signature";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";
import { cancellationRefundKey, refundCancelledOrder } from "../orders/refund-cancelled-order";
import { cancelledOrderOf, simulatedCheckout } from "./simulated-checkout.fixture";

let app: App;
let buyerId: string;
let sellerId: string;

beforeAll(async () => {
  // Refunds are answered PENDING and settle a millisecond later, when the simulator sends their webhook.
  app = await createTestApp({ CASHFREE_SIMULATOR_REFUND_SETTLE_MS: "1" });
  buyerId = (await signInAs(app, "buyer")).profile.id;
  sellerId = (await signInAs(app, "seller")).profile.id;
});
afterAll(async () => app.close());

async function cancelledAndRefunded(paymentOrderId: string, notifyUrl?: string) {
  const checkout = await simulatedCheckout(app, { orderId: paymentOrderId, buyerId, amount: 12_345, notifyUrl });
  const order = await cancelledOrderOf(app, checkout, sellerId);
  await refundCancelledOrder(app.ctx, order);
  return { order, key: cancellationRefundKey(order.id) };
}

const refundRow = async (key: string) => (await app.ctx.db.select().from(refunds).where(eq(refunds.refundKey, key)))[0]!;

function postWebhook(body: unknown, secret = app.ctx.payments.webhookSecret) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "content-type": "application/json", "x-webhook-timestamp": timestamp, "x-webhook-signature": signWebhook(secret, timestamp, raw) },
    payload: raw,
  });
}

const refundWebhook = (refund: { refund_id: string; order_id: string; refund_amount: number; refund_status: string }) => ({
  data: { refund: { cf_refund_id: 4242, cf_payment_id: 1, refund_currency: "INR", entity: "Refund", ...refund } },
  event_time: new Date().toISOString(),
  type: "REFUND_STATUS_WEBHOOK",
});

describe("refund webhooks", () => {
  it("the simulator's signed refund webhook settles the refund as soon as the provider does", async () => {
    const { key } = await cancelledAndRefunded("webhook_refund_1", `${TEST_ORIGIN}/api/payments/webhook`);
    const [atProvider] = await app.ctx.db.select().from(simRefunds).where(eq(simRefunds.refundId, key));
    expect(atProvider).toMatchObject({ status: "PENDING", amount: 12_345 });

    await simulatorRefunds(app.ctx).settled();
    // Sent twice, as a provider retrying would; the second changes nothing.
    expect(await refundRow(key)).toMatchObject({ status: "success", providerRefundId: atProvider!.cfRefundId });
  });

  it("verifies them like payment webhooks, ignores refunds we never asked for, and refuses a wrong amount", async () => {
    // No notify URL: the simulator keeps quiet, and this test plays the provider.
    const { key } = await cancelledAndRefunded("webhook_refund_2");
    const base = { refund_id: key, order_id: "webhook_refund_2", refund_amount: 123.45, refund_status: "CANCELLED" };

    expect((await postWebhook(refundWebhook(base), "not-the-secret")).statusCode).toBe(401);
    const unknown = await postWebhook(refundWebhook({ ...base, refund_id: "refund_from_the_dashboard" }));
    expect(unknown.json()).toEqual({ received: true, outcome: "ignored" });
    const otherOrder = await postWebhook(refundWebhook({ ...base, order_id: "someone_elses_order" }));
    expect(otherOrder.json()).toEqual({ received: true, outcome: "ignored" });
    const wrongAmount = await postWebhook(refundWebhook({ ...base, refund_amount: 123.44 }));
    expect(wrongAmount.statusCode).toBe(422);
    expect(wrongAmount.json().error.code).toBe("REFUND_AMOUNT_MISMATCH");
    const stillPending = await postWebhook(refundWebhook({ ...base, refund_status: "PENDING" }));
    expect(stillPending.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await refundRow(key)).status).toBe("pending");

    expect((await postWebhook(refundWebhook(base))).json()).toEqual({ received: true, outcome: "recorded" });
    expect(await refundRow(key)).toMatchObject({ status: "failed", providerRefundId: "4242" });
    // Final is final: a later, contradicting webhook changes nothing.
    const late = await postWebhook(refundWebhook({ ...base, refund_status: "SUCCESS" }));
    expect(late.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await refundRow(key)).status).toBe("failed");
  });
});
