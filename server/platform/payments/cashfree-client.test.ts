import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { App } from "../../app";
import { simRefunds } from "../../db/schema";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";
import { createCashfreeClient, type CashfreeClient } from "./cashfree-client";
import { CashfreeError } from "./cashfree-error";
import type { CreateOrderRequest } from "./cashfree-types";
import { simulatorWebhooks } from "./simulator";
import { verifyWebhookSignature } from "./webhook-signature";

/** The adapter against the simulator over real HTTP, as it would talk to Cashfree. */
let app: App;
let origin: string;
let client: CashfreeClient;
let merchant: http.Server;
let merchantUrl: string;
const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { clientId, clientSecret } = app.ctx.config.cashfree;
  client = createCashfreeClient({ baseUrl: `${origin}/simulator`, clientId, clientSecret });
  // A stand-in merchant server that records the webhooks it receives.
  merchant = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
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

const orderRequest = (orderId: string, amount = 1234.5): CreateOrderRequest => ({
  order_id: orderId,
  order_amount: amount,
  order_currency: "INR",
  customer_details: { customer_id: "buyer_123", customer_phone: "9999999999", customer_email: "b@example.test", customer_name: "B" },
  order_meta: { return_url: "https://shop.example/payment-status?order_id={order_id}", notify_url: merchantUrl },
  order_note: "test",
});

async function pressOnHostedPage(sessionId: string, outcome: "pay" | "fail" | "pending") {
  const res = await fetch(`${origin}/simulator/checkout/${sessionId}`, {
    method: "POST",
    // As a browser on the page would send it: the app's public origin (the cross-site check compares with that).
    headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
    body: `outcome=${outcome}`,
    redirect: "manual",
  });
  return res;
}

const refusal = (promise: Promise<unknown>) => promise.then(() => expect.unreachable("should refuse"), (e: unknown) => e as CashfreeError);

describe("Cashfree adapter against the simulator", () => {
  it("creates an order (idempotently), reads it, and reads its payments", async () => {
    const created = await client.createOrder(orderRequest("adapter_order_1"), "idem-1");
    expect(created).toMatchObject({ order_id: "adapter_order_1", order_amount: 1234.5, order_currency: "INR", order_status: "ACTIVE" });
    expect(created.payment_session_id).toMatch(/^session_/);
    const again = await client.createOrder(orderRequest("adapter_order_1"), "idem-1");
    expect(again.cf_order_id).toBe(created.cf_order_id);
    expect(again.payment_session_id).toBe(created.payment_session_id);

    const duplicate = await refusal(client.createOrder(orderRequest("adapter_order_1"), "idem-2"));
    expect(duplicate).toBeInstanceOf(CashfreeError);
    expect(duplicate).toMatchObject({ status: 409, code: "order_already_exists", isRefusal: true });

    expect((await client.getOrder("adapter_order_1")).order_status).toBe("ACTIVE");
    expect(await client.getPayments("adapter_order_1")).toEqual([]);
  });

  it("shows the hosted page; paying makes the order PAID and sends the signed webhook once", async () => {
    const { payment_session_id: session } = await client.createOrder(orderRequest("adapter_paid_1", 99.99));
    const page = await fetch(`${origin}/simulator/checkout/${session}`);
    const html = await page.text();
    // The page's form must post with a real Origin (no-referrer would make it "null" and be refused).
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect(html).toContain("adapter_paid_1");
    expect(html).toContain("₹99.99");
    expect(html).toMatch(/<button[^>]*value="pay"/);

    received.length = 0;
    const res = await pressOnHostedPage(session!, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("https://shop.example/payment-status?order_id=adapter_paid_1");
    expect((await client.getOrder("adapter_paid_1")).order_status).toBe("PAID");
    const payments = await client.getPayments("adapter_paid_1");
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ payment_status: "SUCCESS", payment_amount: 99.99 });

    await simulatorWebhooks(app.ctx).settled();
    // The merchant acknowledged it, so there is no retry.
    expect(received).toHaveLength(1);
    for (const hook of received) {
      const verdict = verifyWebhookSignature({
        secret: app.ctx.payments.webhookSecret,
        rawBody: hook.body,
        timestamp: hook.headers["x-webhook-timestamp"] as string,
        signature: hook.headers["x-webhook-signature"] as string,
      });
      expect(verdict).toEqual({ ok: true });
      const body = JSON.parse(hook.body.toString());
      expect(body).toMatchObject({ type: "PAYMENT_SUCCESS_WEBHOOK", data: { order: { order_id: "adapter_paid_1" }, payment: { payment_status: "SUCCESS" } } });
    }
    // A paid order takes no further attempts.
    expect((await pressOnHostedPage(session!, "fail")).status).toBe(303);
    expect(await client.getPayments("adapter_paid_1")).toHaveLength(1);
  });

  it("a failed attempt leaves the order ACTIVE with a FAILED payment and a failure webhook", async () => {
    const { payment_session_id: session } = await client.createOrder(orderRequest("adapter_failed_1"));
    received.length = 0;
    await pressOnHostedPage(session!, "fail");
    expect((await client.getOrder("adapter_failed_1")).order_status).toBe("ACTIVE");
    expect((await client.getPayments("adapter_failed_1"))[0]!.payment_status).toBe("FAILED");
    await simulatorWebhooks(app.ctx).settled();
    expect(received.map((r) => JSON.parse(r.body.toString()).type)).toEqual(["PAYMENT_FAILED_WEBHOOK"]);
  });

  it("refunds a paid order once per refund id, never beyond what was paid", async () => {
    const { payment_session_id: session } = await client.createOrder(orderRequest("adapter_refund_1", 500));
    expect(await refusal(client.createRefund("adapter_refund_1", { refund_amount: 1, refund_id: "r_unpaid" }))).toMatchObject({
      status: 400,
      code: "refund_not_allowed",
    });
    await pressOnHostedPage(session!, "pay");
    const refund = await client.createRefund("adapter_refund_1", { refund_amount: 200, refund_id: "r_one", refund_note: "cancelled" }, "r_one");
    expect(refund).toMatchObject({ refund_id: "r_one", order_id: "adapter_refund_1", refund_amount: 200, refund_status: "SUCCESS" });
    const replay = await client.createRefund("adapter_refund_1", { refund_amount: 200, refund_id: "r_one" }, "r_one");
    expect(replay.cf_refund_id).toBe(refund.cf_refund_id);
    expect(await refusal(client.createRefund("adapter_refund_1", { refund_amount: 200, refund_id: "r_one" }))).toMatchObject({ status: 409 });
    expect(await refusal(client.createRefund("adapter_refund_1", { refund_amount: 300.01, refund_id: "r_two" }))).toMatchObject({
      status: 400,
      code: "refund_amount_invalid",
    });
  });

  it("reads a refund back by its refund_id, as it stands at the provider", async () => {
    const { payment_session_id: session } = await client.createOrder(orderRequest("adapter_get_refund_1", 300));
    await pressOnHostedPage(session!, "pay");
    // Refunds in this test app settle at once; the rows are then moved as the provider would move them.
    const created = await client.createRefund("adapter_get_refund_1", { refund_amount: 120, refund_id: "r_get_one" }, "r_get_one");
    expect(created.refund_status).toBe("SUCCESS");
    const atProvider = (change: { status?: string; settlesAt?: Date }) =>
      app.ctx.db.update(simRefunds).set(change).where(eq(simRefunds.refundId, "r_get_one"));

    expect(await client.getRefund("adapter_get_refund_1", "r_get_one")).toMatchObject({
      cf_refund_id: created.cf_refund_id,
      refund_id: "r_get_one",
      order_id: "adapter_get_refund_1",
      refund_amount: 120,
      refund_status: "SUCCESS",
      processed_at: expect.any(String),
    });
    await atProvider({ status: "PENDING", settlesAt: new Date(Date.now() + 3_600_000) });
    expect(await client.getRefund("adapter_get_refund_1", "r_get_one")).toMatchObject({ refund_status: "PENDING", processed_at: null });
    await atProvider({ settlesAt: new Date(Date.now() - 1000) });
    expect((await client.getRefund("adapter_get_refund_1", "r_get_one")).refund_status).toBe("SUCCESS");
    await atProvider({ status: "CANCELLED" });
    expect((await client.getRefund("adapter_get_refund_1", "r_get_one")).refund_status).toBe("CANCELLED");
    // A cancelled refund gives its amount back to refund.
    expect((await client.createRefund("adapter_get_refund_1", { refund_amount: 300, refund_id: "r_get_two" })).refund_amount).toBe(300);

    expect(await refusal(client.getRefund("adapter_get_refund_1", "r_unknown"))).toMatchObject({ status: 404, code: "refund_not_found" });
    expect(await refusal(client.getRefund("adapter_order_1", "r_get_one"))).toMatchObject({ status: 404, code: "refund_not_found" });
    expect(await refusal(client.getRefund("no_such_order", "r_get_one"))).toMatchObject({ status: 404, code: "order_not_found" });
  });

  it("refuses wrong credentials, a missing API version, unknown orders and bad bodies in Cashfree's error shape", async () => {
    const wrong = createCashfreeClient({ baseUrl: `${origin}/simulator`, clientId: "x", clientSecret: "y" });
    expect(await refusal(wrong.getOrder("adapter_order_1"))).toMatchObject({ status: 401, type: "authentication_error" });
    expect(await refusal(client.getOrder("does_not_exist"))).toMatchObject({ status: 404, code: "order_not_found" });
    expect(await refusal(client.createOrder({ ...orderRequest("adapter_bad_1"), order_amount: 0.5 }))).toMatchObject({ status: 400 });
    const noVersion = await fetch(`${origin}/simulator/pg/orders/adapter_order_1`, {
      headers: { "x-client-id": app.ctx.config.cashfree.clientId, "x-client-secret": app.ctx.config.cashfree.clientSecret },
    });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ code: "x-api-version_value_invalid", type: "invalid_request_error" });
  });

  it("reports an unreachable provider as a network error, not a refusal", async () => {
    const nowhere = createCashfreeClient({ baseUrl: "http://127.0.0.1:9", clientId: "a", clientSecret: "b", timeoutMs: 2000 });
    expect(await refusal(nowhere.getOrder("x"))).toMatchObject({ status: 0, code: "network_error", isRefusal: false });
  });
});
