import { z } from "zod";

/**
 * Cashfree PG API version this adapter sends: the current one, which the official SDK (cashfree-pg 6.x) sends too.
 * The order, payment and refund fields we read are the same in every version the simulator accepts.
 */
export const CASHFREE_API_VERSION = "2026-01-01";

/** The x-api-version values Cashfree documents as supported; the simulator accepts exactly these. */
export const CASHFREE_API_VERSIONS = ["2021-05-21", "2022-01-01", "2022-09-01", "2023-08-01", "2025-01-01", "2026-01-01"] as const;

/** The payment webhook format Cashfree currently sends (its x-webhook-version header). */
export const CASHFREE_WEBHOOK_VERSION = "2025-01-01";

/** The order entity, as returned by POST /pg/orders and GET /pg/orders/{order_id}. Fields we do not use pass through. */
export const cashfreeOrderSchema = z.looseObject({
  cf_order_id: z.union([z.string(), z.number()]).transform(String),
  order_id: z.string(),
  entity: z.literal("order").optional(),
  order_currency: z.string(),
  order_amount: z.number(),
  order_status: z.string(),
  payment_session_id: z.string().nullish(),
  order_expiry_time: z.string().nullish(),
  order_note: z.string().nullish(),
  /** Our own key-value pairs, echoed back (subscription payments carry plan_id, base_price and gst). */
  order_tags: z.record(z.string(), z.string()).nullish(),
});
export type CashfreeOrder = z.infer<typeof cashfreeOrderSchema>;

/** The payment entity, one per payment attempt (GET /pg/orders/{order_id}/payments). */
export const cashfreePaymentSchema = z.looseObject({
  cf_payment_id: z.union([z.string(), z.number()]).transform(String),
  order_id: z.string(),
  payment_status: z.string(),
  payment_amount: z.number(),
  payment_currency: z.string().nullish(),
  payment_message: z.string().nullish(),
  payment_time: z.string().nullish(),
});
export type CashfreePayment = z.infer<typeof cashfreePaymentSchema>;

/**
 * The refund entity (POST /pg/orders/{order_id}/refunds, GET /pg/orders/{order_id}/refunds/{refund_id}, and the
 * refund webhook). refund_status is PENDING, then SUCCESS or CANCELLED; ONHOLD while the provider waits on something.
 */
export const cashfreeRefundSchema = z.looseObject({
  cf_refund_id: z.union([z.string(), z.number()]).transform(String),
  refund_id: z.string(),
  order_id: z.string(),
  refund_amount: z.number(),
  refund_status: z.string(),
  refund_note: z.string().nullish(),
  status_description: z.string().nullish(),
  processed_at: z.string().nullish(),
});
export type CashfreeRefund = z.infer<typeof cashfreeRefundSchema>;

/** Cashfree's error body. */
export const cashfreeErrorSchema = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  type: z.string().optional(),
});

export type CreateOrderRequest = {
  order_id: string;
  /** Rupees with at most two decimals. */
  order_amount: number;
  order_currency: "INR";
  customer_details: { customer_id: string; customer_email?: string; customer_phone: string; customer_name?: string };
  order_meta: { return_url: string; notify_url?: string };
  order_note?: string;
  order_tags?: Record<string, string>;
};

export type CreateRefundRequest = { refund_amount: number; refund_id: string; refund_note?: string };

/** The body of a payment webhook (PAYMENT_SUCCESS_WEBHOOK, PAYMENT_FAILED_WEBHOOK, PAYMENT_USER_DROPPED_WEBHOOK). */
export const paymentWebhookSchema = z.looseObject({
  type: z.string(),
  event_time: z.string().optional(),
  data: z.looseObject({
    order: z.looseObject({ order_id: z.string(), order_amount: z.number(), order_currency: z.string() }),
    payment: z.looseObject({
      cf_payment_id: z.union([z.string(), z.number()]).transform(String),
      payment_status: z.string(),
      payment_amount: z.number(),
      payment_message: z.string().nullish(),
    }),
  }),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

/** The type of the webhook Cashfree sends when a refund reaches SUCCESS or CANCELLED. */
export const REFUND_WEBHOOK_TYPE = "REFUND_STATUS_WEBHOOK";

/** The body of a refund webhook: the refund entity under data.refund. */
export const refundWebhookSchema = z.looseObject({
  type: z.literal(REFUND_WEBHOOK_TYPE),
  event_time: z.string().optional(),
  data: z.looseObject({ refund: cashfreeRefundSchema }),
});
export type RefundWebhook = z.infer<typeof refundWebhookSchema>;
