import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { simOrders, simPayments, simRefunds } from "../../../db/schema";
import { CASHFREE_WEBHOOK_VERSION, REFUND_WEBHOOK_TYPE } from "../cashfree-types";
import { signWebhook } from "../webhook-signature";
import { toPaymentEntity, toRefundEntity, type SimOrderRequest } from "./sim-entities";

type SimOrder = typeof simOrders.$inferSelect;
type SimPayment = typeof simPayments.$inferSelect;
type SimRefund = typeof simRefunds.$inferSelect;

const WEBHOOK_TYPE: Record<string, string> = {
  SUCCESS: "PAYMENT_SUCCESS_WEBHOOK",
  FAILED: "PAYMENT_FAILED_WEBHOOK",
  USER_DROPPED: "PAYMENT_USER_DROPPED_WEBHOOK",
};

/** Cashfree's payment webhook body (version CASHFREE_WEBHOOK_VERSION) for one payment attempt. */
export function paymentWebhookBody(order: SimOrder, payment: SimPayment) {
  const request = order.request as SimOrderRequest;
  const entity = toPaymentEntity(payment, order.currency);
  return {
    data: {
      order: { order_id: order.orderId, order_amount: entity.order_amount, order_currency: order.currency, order_tags: request.order_tags ?? null },
      payment: {
        cf_payment_id: entity.cf_payment_id,
        payment_status: entity.payment_status,
        payment_amount: entity.payment_amount,
        payment_currency: entity.payment_currency,
        payment_message: entity.payment_message,
        payment_time: entity.payment_time,
        bank_reference: entity.bank_reference,
        auth_id: null,
        payment_method: entity.payment_method,
        payment_group: entity.payment_group,
      },
      customer_details: request.customer_details,
      payment_gateway_details: { gateway_name: "CASHFREE", gateway_order_id: order.cfOrderId, gateway_payment_id: entity.cf_payment_id },
    },
    event_time: new Date().toISOString(),
    type: WEBHOOK_TYPE[payment.status] ?? "PAYMENT_FAILED_WEBHOOK",
  };
}

/** Cashfree's refund webhook body: the refund entity as it now stands. */
export function refundWebhookBody(order: SimOrder, refund: SimRefund, cfPaymentId: string | null, now = new Date()) {
  const entity = toRefundEntity(refund, { currency: order.currency, cfPaymentId }, now);
  return { data: { refund: entity }, event_time: now.toISOString(), type: REFUND_WEBHOOK_TYPE };
}

/**
 * Cashfree's default retry policy waits 2, 10 and 30 minutes between attempts; the simulator keeps the shape in
 * seconds, so a developer whose handler was down sees the retries arrive.
 */
export const SIMULATOR_WEBHOOK_RETRY_DELAYS_MS = [2_000, 10_000, 30_000] as const;

export type WebhookSender = {
  /** Sends the webhook of a finished attempt in the background: once, and again only while the merchant fails it. */
  send(order: SimOrder, payment: SimPayment): void;
  /** Sends the webhook of a refund that settled (SUCCESS or CANCELLED) to the order's notify URL, likewise. */
  sendRefund(order: SimOrder, refund: SimRefund, cfPaymentId: string | null, now?: Date): void;
  /** Resolves when every delivery started so far was acknowledged or ran out of retries. */
  settled(): Promise<void>;
  /** Drops the retries still waiting and waits for the attempts under way. */
  close(): Promise<void>;
};

/**
 * Delivers webhooks as Cashfree does: one POST, signed over timestamp + raw body, with Cashfree's headers; a delivery
 * the merchant does not acknowledge with a 2xx (or that cannot reach it) is retried after each of `retryDelaysMs`,
 * with the same body and x-idempotency-key, so the merchant can tell a retry from a new event.
 */
export function createWebhookSender(options: {
  secret: string;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
}): WebhookSender {
  const retryDelaysMs = options.retryDelaysMs ?? SIMULATOR_WEBHOOK_RETRY_DELAYS_MS;
  const inFlight = new Set<Promise<void>>();
  const sleepers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  let closed = false;

  /** Resolves true after `ms`, or false at once when the sender is closed meanwhile. */
  function sleep(ms: number): Promise<boolean> {
    if (closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const sleeper = {
        timer: setTimeout(() => {
          sleepers.delete(sleeper);
          resolve(true);
        }, ms),
        wake: () => resolve(false),
      };
      sleepers.add(sleeper);
    });
  }

  /** One attempt; true when the merchant acknowledged it. */
  async function attempt(url: string, rawBody: string, attemptNumber: number, idempotencyKey: string): Promise<boolean> {
    const timestamp = String(Date.now());
    try {
      const response = await options.fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-webhook-timestamp": timestamp,
          "x-webhook-signature": signWebhook(options.secret, timestamp, rawBody),
          "x-webhook-version": CASHFREE_WEBHOOK_VERSION,
          "x-webhook-attempt": String(attemptNumber),
          "x-idempotency-key": idempotencyKey,
        },
        body: rawBody,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
      options.log.warn({ url, status: response.status, attempt: attemptNumber }, "simulator: webhook refused by the merchant");
    } catch (error) {
      options.log.warn({ err: error, url, attempt: attemptNumber }, "simulator: webhook delivery failed");
    }
    return false;
  }

  async function deliver(url: string, rawBody: string) {
    // Cashfree's key is a hash of the payload: the same for every retry of this webhook, different for another.
    const idempotencyKey = createHash("sha256").update(rawBody).digest("base64");
    for (let attemptNumber = 1; ; attemptNumber++) {
      if (await attempt(url, rawBody, attemptNumber, idempotencyKey)) return;
      const delay = retryDelaysMs[attemptNumber - 1];
      if (delay === undefined || !(await sleep(delay))) return;
    }
  }

  function sendOnce(order: SimOrder, body: unknown) {
    const url = (order.request as SimOrderRequest).order_meta.notify_url;
    if (!url) return;
    const delivery = deliver(url, JSON.stringify(body)).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  async function settled() {
    while (inFlight.size) await Promise.all([...inFlight]);
  }

  return {
    send: (order, payment) => sendOnce(order, paymentWebhookBody(order, payment)),
    sendRefund: (order, refund, cfPaymentId, now) => sendOnce(order, refundWebhookBody(order, refund, cfPaymentId, now)),
    settled,
    async close() {
      closed = true;
      for (const sleeper of sleepers) {
        clearTimeout(sleeper.timer);
        sleeper.wake();
      }
      sleepers.clear();
      await settled();
    },
  };
}
