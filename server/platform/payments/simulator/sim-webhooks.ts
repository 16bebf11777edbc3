import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { simOrders, simPayments } from "../../../db/schema";
import { CASHFREE_API_VERSION } from "../cashfree-types";
import { signWebhook } from "../webhook-signature";
import { toPaymentEntity, type SimOrderRequest } from "./sim-entities";

type SimOrder = typeof simOrders.$inferSelect;
type SimPayment = typeof simPayments.$inferSelect;

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

export type WebhookSender = {
  /** Sends the webhook for a finished attempt twice, concurrently (as a provider retrying would), in the background. */
  send(order: SimOrder, payment: SimPayment): void;
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

  return {
    send(order, payment) {
      const url = (order.request as SimOrderRequest).order_meta.notify_url;
      if (!url) return;
      const rawBody = JSON.stringify(paymentWebhookBody(order, payment));
      const key = randomUUID();
      for (const attempt of [1, 2]) {
        const delivery = deliver(url, rawBody, attempt, key).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
    },
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
