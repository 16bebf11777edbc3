import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Cashfree, CFEnvironment } from "cashfree-pg";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { checkouts } from "../../../db/schema";
import { createTestProduct, createTestSeller } from "../../../modules/catalog/test-factories";
import { checkoutRequest, postCheckout, successWebhookBody } from "../../../modules/checkout/test-factories";
import { createTestApp, TEST_ORIGIN } from "../../../test/test-app";
import { signInAs } from "../../../test/sign-in";
import { createCashfreeClient } from "../cashfree-client";
import { CASHFREE_API_VERSIONS } from "../cashfree-types";
import { signWebhook } from "../webhook-signature";
import { simulatorWebhooks } from ".";
import { recordSimPayment } from "./sim-store";

/**
 * Cashfree's own Node SDK (cashfree-pg) against the simulator served by the real app on a real port: what the SDK
 * sends, the simulator must accept, and what the simulator answers and signs, the SDK must read and verify. This is
 * what keeps the simulator from drifting from Cashfree.
 */
let app: App;
let origin: string;
let cashfree: Cashfree;
let merchant: http.Server;
let merchantUrl: string;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { clientId, clientSecret } = app.ctx.config.cashfree;
  // Error analytics off: the SDK would otherwise report our deliberate refusals to Cashfree's Sentry.
  cashfree = new Cashfree(CFEnvironment.SANDBOX, clientId, clientSecret, undefined, undefined, undefined, false);
  // The SDK builds every URL as basePath + "/orders/…"; its sandbox default is https://sandbox.cashfree.com/pg.
  cashfree.basePath = `${origin}/simulator/pg`;
  merchant = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end("{}");
    });
  });
  merchant.listen(0, "127.0.0.1");
  await once(merchant, "listening");
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/webhook`;
});
afterAll(async () => {
  merchant.close();
  await app.close();
});

const orderRequest = (orderId: string, amount: number) => ({
  order_id: orderId,
  order_amount: amount,
  order_currency: "INR",
  customer_details: { customer_id: "sdk_buyer_1", customer_phone: "9999999999", customer_email: "sdk@example.test" },
  order_meta: { return_url: "https://shop.example/payment-status?order_id={order_id}", notify_url: merchantUrl },
});

/** What a browser on the hosted page posts (its Origin is the app's public origin). */
async function pressOnHostedPage(sessionId: string, outcome: "pay" | "fail" | "pending" | "leave") {
  const res = await fetch(`${origin}/simulator/checkout/${encodeURIComponent(sessionId)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
    body: `outcome=${outcome}`,
    redirect: "manual",
  });
  expect(res.status).toBe(303);
}

/** The SDK rejects with axios's error; Cashfree's `{ message, code, type }` is its response body. */
async function refusalOf(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => expect.unreachable("should be refused"),
    (e: unknown) => e,
  );
  const response = (error as { response?: { status: number; data: unknown } }).response;
  if (!response) throw error;
  return { status: response.status, body: response.data };
}

async function paidOrder(orderId: string, amount: number) {
  const created = (await cashfree.PGCreateOrder(orderRequest(orderId, amount))).data;
  await pressOnHostedPage(created.payment_session_id!, "pay");
  return created;
}

describe("the official cashfree-pg SDK against the simulator", () => {
  it("sends an API version the simulator accepts, the one our adapter sends too", async () => {
    expect(CASHFREE_API_VERSIONS).toContain(cashfree.XApiVersion);
    const sent: (string | null)[] = [];
    const { clientId, clientSecret } = app.ctx.config.cashfree;
    const adapter = createCashfreeClient({
      baseUrl: `${origin}/simulator`,
      clientId,
      clientSecret,
      fetch: async (input, init) => {
        sent.push(new Headers(init?.headers).get("x-api-version"));
        return fetch(input, init);
      },
    });
    await adapter.createOrder({ ...orderRequest("sdk_adapter_version", 10), order_currency: "INR", order_meta: { return_url: "https://shop.example/r" } });
    expect(sent).toEqual([cashfree.XApiVersion]);
  });

  it("creates an order, fetches it, and lists its payments after the buyer leaves once and then pays", async () => {
    const created = (await cashfree.PGCreateOrder(orderRequest("sdk_order_1", 250.5), undefined, "sdk-idem-1")).data;
    expect(created).toMatchObject({ order_id: "sdk_order_1", order_amount: 250.5, order_currency: "INR", order_status: "ACTIVE" });
    expect(typeof created.cf_order_id).toBe("string");
    const replay = (await cashfree.PGCreateOrder(orderRequest("sdk_order_1", 250.5), undefined, "sdk-idem-1")).data;
    expect(replay.payment_session_id).toBe(created.payment_session_id);

    const fetched = (await cashfree.PGFetchOrder("sdk_order_1")).data;
    expect(fetched).toMatchObject({ order_id: "sdk_order_1", cf_order_id: created.cf_order_id, order_status: "ACTIVE" });
    expect(fetched.customer_details).toMatchObject({ customer_id: "sdk_buyer_1", customer_phone: "9999999999" });
    expect((await cashfree.PGOrderFetchPayments("sdk_order_1")).data).toEqual([]);

    received.length = 0;
    await pressOnHostedPage(created.payment_session_id!, "leave");
    // Leaving is an attempt of its own; the order can still be paid.
    expect((await cashfree.PGFetchOrder("sdk_order_1")).data.order_status).toBe("ACTIVE");
    await pressOnHostedPage(created.payment_session_id!, "pay");

    const payments = (await cashfree.PGOrderFetchPayments("sdk_order_1")).data;
    expect(payments.map((p) => p.payment_status)).toEqual(["USER_DROPPED", "SUCCESS"]);
    expect(payments[1]).toMatchObject({ order_id: "sdk_order_1", payment_amount: 250.5, payment_currency: "INR", is_captured: true });
    expect(typeof payments[1]!.cf_payment_id).toBe("string");
    expect((await cashfree.PGFetchOrder("sdk_order_1")).data.order_status).toBe("PAID");

    // One webhook per attempt, each verified by the SDK's own verifier.
    await simulatorWebhooks(app.ctx).settled();
    const events = received.map((hook) =>
      cashfree.PGVerifyWebhookSignature(hook.headers["x-webhook-signature"] as string, hook.body, hook.headers["x-webhook-timestamp"] as string),
    );
    expect(events.map((e) => e.type)).toEqual(["PAYMENT_USER_DROPPED_WEBHOOK", "PAYMENT_SUCCESS_WEBHOOK"]);
    expect(events[1]!.object).toMatchObject({ data: { order: { order_id: "sdk_order_1" }, payment: { payment_status: "SUCCESS", payment_amount: 250.5 } } });
    for (const hook of received) {
      expect(hook.headers).toMatchObject({ "x-webhook-version": expect.any(String), "x-webhook-attempt": "1", "x-idempotency-key": expect.any(String) });
    }
    expect(() => cashfree.PGVerifyWebhookSignature("forged", received[0]!.body, received[0]!.headers["x-webhook-timestamp"] as string)).toThrow();
  });

  it("creates refunds, fetches one, and lists an order's refunds", async () => {
    await paidOrder("sdk_refund_order", 500);
    const first = (await cashfree.PGOrderCreateRefund("sdk_refund_order", { refund_amount: 120, refund_id: "sdk_refund_1", refund_note: "one box" }, undefined, "sdk_refund_1")).data;
    expect(first).toMatchObject({ refund_id: "sdk_refund_1", order_id: "sdk_refund_order", refund_amount: 120, entity: "refund" });
    expect(["PENDING", "SUCCESS"]).toContain(first.refund_status);
    await cashfree.PGOrderCreateRefund("sdk_refund_order", { refund_amount: 80.25, refund_id: "sdk_refund_2" });

    const one = (await cashfree.PGOrderFetchRefund("sdk_refund_order", "sdk_refund_1")).data;
    expect(one).toMatchObject({ cf_refund_id: first.cf_refund_id, refund_id: "sdk_refund_1", refund_amount: 120, refund_currency: "INR" });
    // The refund names the payment it gives back, as a string like every Cashfree id.
    const [paid] = (await cashfree.PGOrderFetchPayments("sdk_refund_order")).data;
    expect(one.cf_payment_id).toBe(paid!.cf_payment_id);
    expect(first.cf_payment_id).toBe(paid!.cf_payment_id);

    const all = (await cashfree.PGOrderFetchRefunds("sdk_refund_order")).data;
    expect(all.map((r) => [r.refund_id, r.refund_amount])).toEqual([
      ["sdk_refund_1", 120],
      ["sdk_refund_2", 80.25],
    ]);
    await paidOrder("sdk_no_refunds", 10);
    expect((await cashfree.PGOrderFetchRefunds("sdk_no_refunds")).data).toEqual([]);
  });

  it("gets Cashfree's refusals: unknown order and refund, per-field validation codes", async () => {
    expect(await refusalOf(cashfree.PGFetchOrder("sdk_no_such_order"))).toEqual({
      status: 404,
      body: { message: expect.any(String), code: "order_not_found", type: "invalid_request_error" },
    });
    expect(await refusalOf(cashfree.PGOrderFetchRefunds("sdk_no_such_order"))).toMatchObject({ status: 404, body: { code: "order_not_found" } });
    await paidOrder("sdk_refusals", 100);
    expect(await refusalOf(cashfree.PGOrderFetchRefund("sdk_refusals", "sdk_nope"))).toMatchObject({ status: 404, body: { code: "refund_not_found" } });

    const { customer_phone: _phone, ...noPhone } = orderRequest("sdk_bad_1", 10).customer_details;
    expect(await refusalOf(cashfree.PGCreateOrder({ ...orderRequest("sdk_bad_1", 10), customer_details: noPhone as never }))).toEqual({
      status: 400,
      body: { message: expect.any(String), code: "customer_details.customer_phone_missing", type: "invalid_request_error" },
    });
    expect(await refusalOf(cashfree.PGCreateOrder({ ...orderRequest("sdk_bad_2", 10), order_currency: "USD" }))).toMatchObject({
      status: 400,
      body: { code: "order_currency_invalid" },
    });
  });

  // The SDK's own tests (cashfree-pg tests/ordersV5.test.js, "Invalid Amount" and "Empty Customer Phone"), as written there.
  it("passes the SDK's own tests of a negative amount and an empty customer phone", async () => {
    const customer = { customer_id: "iij", customer_name: "abcd", customer_email: "success@eligibility.com" };
    await expect(cashfree.PGCreateOrder({ order_amount: -100, order_currency: "INR", customer_details: { ...customer, customer_phone: "9999999999" } })).rejects.toMatchObject({
      response: { data: { code: "order_amount_invalid", type: "invalid_request_error", message: expect.stringContaining("Invalid amount") } },
    });
    await expect(cashfree.PGCreateOrder({ order_amount: 1, order_currency: "INR", customer_details: { ...customer, customer_phone: "" } })).rejects.toMatchObject({
      response: { data: { code: "customer_details.customer_phone_missing", type: "invalid_request_error", message: expect.stringContaining("customer_phone") } },
    });
    // Below the minimum, too: the same code, and the same words.
    expect(await refusalOf(cashfree.PGCreateOrder(orderRequest("sdk_bad_3", 0.5)))).toMatchObject({
      status: 400,
      body: { code: "order_amount_invalid", message: expect.stringContaining("Invalid amount") },
    });
  });

  it("the app's webhook route accepts a payment webhook signed the way the SDK verifies", async () => {
    const { headers } = await signInAs(app, "buyer");
    const seller = await createTestSeller(app.ctx.db);
    const product = await createTestProduct(app.ctx.db, seller.id, { price: 20_000, stock: 5 });
    const { orderId, paymentSessionId } = (await postCheckout(app, headers, checkoutRequest([{ productId: product.id, quantity: 2 }]))).json();
    // Paid at the provider without its webhook: the one below, signed as Cashfree signs, is what tells the app.
    await recordSimPayment(app.ctx.db, paymentSessionId, "pay");

    const rawBody = JSON.stringify(successWebhookBody(orderId, 400));
    const timestamp = String(Date.now());
    const signature = signWebhook(app.ctx.payments.webhookSecret, timestamp, rawBody);
    expect(cashfree.PGVerifyWebhookSignature(signature, rawBody, timestamp).type).toBe("PAYMENT_SUCCESS_WEBHOOK");

    const res = await fetch(`${origin}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-webhook-timestamp": timestamp, "x-webhook-signature": signature },
      body: rawBody,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "finalised" });
    const [checkout] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, orderId));
    expect(checkout!.status).toBe("paid");
  });
});
