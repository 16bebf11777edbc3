import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { simOrders, simPayments, simRefunds } from "../../../db/schema";
import { CASHFREE_API_VERSION, REFUND_WEBHOOK_TYPE } from "../cashfree-types";
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

/** Cashfree's 2023-08-01 payment webhook body for one payment attempt. */
export function paymentWebhookBody(order: SimOrder, payment: SimPayment) {
  const request = order.request as SimOrderRequest;
  const entity = toPaymentEntity(payment, order.currency);
  return {
    data: {
      order: { order_id: order.orderId, order_amount: entity.order_amount, order_currency: order.currency, order_tags: null },
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
export function refundWebhookBody(order: SimOrder, refund: SimRefund, now = new Date()) {
  return { data: { refund: toRefundEntity(refund, order.currency, now) }, event_time: now.toISOString(), type: REFUND_WEBHOOK_TYPE };
}

export type WebhookSender = {
  /** Sends the webhook for a finished attempt twice, concurrently (as a provider retrying would), in the background. */
  send(order: SimOrder, payment: SimPayment): void;
  /** Sends the webhook of a refund that settled (SUCCESS or CANCELLED), twice likewise, to the order's notify URL. */
  sendRefund(order: SimOrder, refund: SimRefund, now?: Date): void;
  /** Resolves when every delivery started so far has finished. */
  settled(): Promise<void>;
};

export function createWebhookSender(options: { secret: string; fetch: typeof fetch; log: FastifyBaseLogger }): WebhookSender {
  const inFlight = new Set<Promise<void>>();

  async function deliver(url: string, rawBody: string, attempt: number, idempotencyKey: string) {
    const timestamp = String(Date.now());
    try {
      const response = await options.fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-webhook-timestamp": timestamp,
          "x-webhook-signature": signWebhook(options.secret, timestamp, rawBody),
          "x-webhook-version": CASHFREE_API_VERSION,
          "x-webhook-attempt": String(attempt),
          "x-idempotency-key": idempotencyKey,
        },
        body: rawBody,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) options.log.warn({ url, status: response.status }, "simulator: webhook refused by the merchant");
    } catch (error) {
      options.log.warn({ err: error, url }, "simulator: webhook delivery failed");
    }
  }

  function sendTwice(order: SimOrder, body: unknown) {
    const url = (order.request as SimOrderRequest).order_meta.notify_url;
    if (!url) return;
    const rawBody = JSON.stringify(body);
    const key = randomUUID();
    for (const attempt of [1, 2]) {
      const delivery = deliver(url, rawBody, attempt, key).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
  }

  return {
    send: (order, payment) => sendTwice(order, paymentWebhookBody(order, payment)),
    sendRefund: (order, refund, now) => sendTwice(order, refundWebhookBody(order, refund, now)),
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
