import pino from "pino";
import { describe, expect, it } from "vitest";
import type { simOrders, simPayments } from "../../../db/schema";
import { verifyWebhookSignature } from "../webhook-signature";
import { createWebhookSender } from "./sim-webhooks";

const SECRET = "webhook-test-secret";
const NOTIFY_URL = "https://merchant.example/webhook";

const order: typeof simOrders.$inferSelect = {
  orderId: "hook_order_1",
  cfOrderId: "1234567890",
  paymentSessionId: "session_hook",
  amount: 12_345,
  currency: "INR",
  status: "PAID",
  request: { customer_details: { customer_id: "c_1", customer_phone: "9999999999" }, order_meta: { notify_url: NOTIFY_URL } },
  expiresAt: new Date(Date.now() + 3_600_000),
  createdAt: new Date(),
  updatedAt: new Date(),
};
const payment: typeof simPayments.$inferSelect = {
  cfPaymentId: "5550001",
  orderId: "hook_order_1",
  amount: 12_345,
  status: "SUCCESS",
  message: "ok",
  createdAt: new Date(),
};

type Delivery = { headers: Record<string, string>; body: string };

/** A merchant that answers each delivery in turn from `answers` (a status, or "network" for a failed connection). */
function merchant(answers: (number | "network")[]) {
  const deliveries: Delivery[] = [];
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    deliveries.push({ headers: init!.headers as Record<string, string>, body: init!.body as string });
    const answer = answers[deliveries.length - 1] ?? 200;
    if (answer === "network") throw new TypeError("fetch failed");
    return new Response("{}", { status: answer });
  }) as typeof globalThis.fetch;
  return { deliveries, fetch };
}

const sender = (fetch: typeof globalThis.fetch, retryDelaysMs = [5, 10, 20]) =>
  createWebhookSender({ secret: SECRET, fetch, log: pino({ level: "silent" }), retryDelaysMs });

describe("simulator webhooks", () => {
  it("are sent once when the merchant acknowledges them, with Cashfree's headers", async () => {
    const { deliveries, fetch } = merchant([200]);
    const webhooks = sender(fetch);
    webhooks.send(order, payment);
    await webhooks.settled();
    expect(deliveries).toHaveLength(1);
    const [hook] = deliveries;
    expect(hook!.headers).toMatchObject({
      "content-type": "application/json",
      "x-webhook-version": "2025-01-01",
      "x-webhook-attempt": "1",
      "x-idempotency-key": expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    const verdict = verifyWebhookSignature({
      secret: SECRET,
      rawBody: Buffer.from(hook!.body),
      timestamp: hook!.headers["x-webhook-timestamp"],
      signature: hook!.headers["x-webhook-signature"],
    });
    expect(verdict).toEqual({ ok: true });
  });

  it("are retried while the merchant fails them (non-2xx or unreachable), with the same body and idempotency key", async () => {
    const { deliveries, fetch } = merchant([500, "network", 200]);
    const webhooks = sender(fetch);
    webhooks.send(order, payment);
    await webhooks.settled();
    expect(deliveries.map((d) => d.headers["x-webhook-attempt"])).toEqual(["1", "2", "3"]);
    expect(new Set(deliveries.map((d) => d.body)).size).toBe(1);
    expect(new Set(deliveries.map((d) => d.headers["x-idempotency-key"])).size).toBe(1);
  });

  it("give up after the last retry, and a new event gets a new idempotency key", async () => {
    const { deliveries, fetch } = merchant([503, 503, 503, 503, 503, 200]);
    const webhooks = sender(fetch);
    webhooks.send(order, payment);
    await webhooks.settled();
    // One attempt and three retries.
    expect(deliveries).toHaveLength(4);
    webhooks.send(order, { ...payment, cfPaymentId: "5550002", status: "FAILED" });
    await webhooks.settled();
    expect(deliveries[4]!.headers["x-idempotency-key"]).not.toBe(deliveries[0]!.headers["x-idempotency-key"]);
  });

  it("waits between retries, and closing drops the retries not yet due", async () => {
    const { deliveries, fetch } = merchant([500, 500]);
    const webhooks = sender(fetch, [60_000]);
    webhooks.send(order, payment);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deliveries).toHaveLength(1);
    const started = Date.now();
    await webhooks.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(deliveries).toHaveLength(1);
  });
});
