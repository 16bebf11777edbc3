import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { checkouts, orders, products } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { checkoutRequest, getPaymentStatus, postCheckout, postWebhook, successWebhookBody } from "../../modules/checkout/test-factories";
import { recordSimPayment } from "../../platform/payments/simulator/sim-store";
import { signWebhook } from "../../platform/payments/webhook-signature";
import { createTestApp } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";

let app: App;
let headers: Record<string, string>;
let sellerId: string;

beforeAll(async () => {
  app = await createTestApp();
  headers = (await signInAs(app, "buyer")).headers;
  sellerId = (await createTestSeller(app.ctx.db)).id;
});
afterAll(async () => app.close());

/** A checkout for 3 units at ₹123.45 (370.35 to pay), paid at the provider but not yet known to us. */
async function paidAtProvider(stock = 50) {
  const product = await createTestProduct(app.ctx.db, sellerId, { price: 12_345, stock });
  const res = await postCheckout(app, headers, checkoutRequest([{ productId: product.id, quantity: 3 }]));
  const { orderId, paymentSessionId } = res.json();
  await recordSimPayment(app.ctx.db, paymentSessionId, "pay");
  const [checkout] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, orderId));
  return { orderId: orderId as string, checkout: checkout!, product };
}

const ordersOf = (checkoutId: string) => app.ctx.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
const statusOf = async (checkoutId: string) => (await app.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0]!.status;
const stockOf = async (id: string) => (await app.ctx.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

describe("POST /api/payments/webhook", () => {
  it("finalises a checkout on a signed PAYMENT_SUCCESS webhook, verified over the raw bytes", async () => {
    const { orderId, checkout, product } = await paidAtProvider();
    // 370.350 is the same number as 370.35 but other bytes: the signature must cover exactly what was sent.
    const raw = JSON.stringify(successWebhookBody(orderId, 370.35)).replace('"payment_amount":370.35', '"payment_amount":370.350');
    const res = await postWebhook(app, raw);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: "finalised" });
    expect(await ordersOf(checkout.id)).toHaveLength(1);
    expect(await statusOf(checkout.id)).toBe("paid");
    expect(await stockOf(product.id)).toBe(47);
  });

  it.each([
    ["a bad signature", { secret: "not-the-client-secret" }, 401, "WEBHOOK_SIGNATURE_INVALID"],
    ["a stale timestamp", { timestamp: String(Date.now() - 6 * 60 * 1000) }, 401, "WEBHOOK_STALE"],
    ["a timestamp from the future", { timestamp: String(Date.now() + 6 * 60 * 1000) }, 401, "WEBHOOK_STALE"],
  ])("refuses %s and changes nothing", async (_what, forge, status, code) => {
    const { orderId, checkout, product } = await paidAtProvider();
    const res = await postWebhook(app, successWebhookBody(orderId, 370.35), forge);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(await ordersOf(checkout.id)).toHaveLength(0);
    expect(await statusOf(checkout.id)).toBe("created");
    expect(await stockOf(product.id)).toBe(50);
  });

  it("refuses a body altered after signing, missing signature headers, an unknown order and a wrong amount", async () => {
    const { orderId, checkout } = await paidAtProvider();
    const signed = await postWebhook(app, successWebhookBody(orderId, 1));
    expect(signed.statusCode).toBe(422);
    expect(signed.json().error.code).toBe("PAYMENT_AMOUNT_MISMATCH");

    const unsigned = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(successWebhookBody(orderId, 370.35)),
    });
    expect(unsigned.statusCode).toBe(401);

    const timestamp = String(Date.now());
    const signedRaw = JSON.stringify(successWebhookBody(orderId, 1));
    const altered = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "x-webhook-timestamp": timestamp, "x-webhook-signature": signWebhook(app.ctx.payments.webhookSecret, timestamp, signedRaw) },
      payload: signedRaw.replace('"payment_amount":1', '"payment_amount":370.35'),
    });
    expect(altered.statusCode).toBe(401);

    const unknown = await postWebhook(app, successWebhookBody("Nobody_1700000000000", 370.35));
    expect(unknown.statusCode).toBe(404);
    expect(await ordersOf(checkout.id)).toHaveLength(0);
    expect(await statusOf(checkout.id)).toBe("created");
  });

  it("records a PAYMENT_FAILED webhook on a waiting checkout", async () => {
    const product = await createTestProduct(app.ctx.db, sellerId);
    const { orderId } = (await postCheckout(app, headers, checkoutRequest([{ productId: product.id, quantity: 1 }]))).json();
    const body = successWebhookBody(orderId, 100);
    body.type = "PAYMENT_FAILED_WEBHOOK";
    body.data.payment.payment_status = "FAILED";
    const res = await postWebhook(app, body);
    expect(res.json()).toEqual({ received: true, outcome: "recorded" });
    const [row] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, orderId));
    expect(row!.status).toBe("failed");
  });

  it("50 parallel duplicate PAID webhooks plus status polls create exactly one set of orders", async () => {
    const { orderId, checkout, product } = await paidAtProvider();
    const body = JSON.stringify(successWebhookBody(orderId, 370.35));
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () => postWebhook(app, body)),
      ...Array.from({ length: 10 }, () => getPaymentStatus(app, headers, orderId)),
    ]);
    expect(results.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    expect(await ordersOf(checkout.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(47);
    expect(await statusOf(checkout.id)).toBe("paid");
  });
});
