import { paiseToRupeesString } from "@domain/money";
import type { simOrders, simPayments, simRefunds } from "../../../db/schema";

type SimOrder = typeof simOrders.$inferSelect;
type SimPayment = typeof simPayments.$inferSelect;
type SimRefund = typeof simRefunds.$inferSelect;

/** The request the simulator stored when the order was created (what it echoes back, as Cashfree does). */
export type SimOrderRequest = {
  customer_details: { customer_id: string; customer_email?: string; customer_phone: string; customer_name?: string };
  order_meta: { return_url?: string; notify_url?: string };
  order_note?: string;
  order_tags?: Record<string, string>;
};

const rupees = (paise: number) => Number(paiseToRupeesString(paise));

/** ACTIVE until paid; an unpaid order past its expiry reads as EXPIRED. */
export function simOrderStatus(order: SimOrder, now = new Date()): string {
  if (order.status === "ACTIVE" && order.expiresAt.getTime() <= now.getTime()) return "EXPIRED";
  return order.status;
}

export function toOrderEntity(order: SimOrder) {
  const request = order.request as SimOrderRequest;
  return {
    cf_order_id: order.cfOrderId,
    order_id: order.orderId,
    entity: "order" as const,
    order_currency: order.currency,
    order_amount: rupees(order.amount),
    order_status: simOrderStatus(order),
    payment_session_id: order.paymentSessionId,
    order_expiry_time: order.expiresAt.toISOString(),
    order_note: request.order_note ?? null,
    created_at: order.createdAt.toISOString(),
    order_splits: [],
    customer_details: request.customer_details,
    order_meta: { return_url: request.order_meta.return_url ?? null, notify_url: request.order_meta.notify_url ?? null, payment_methods: null },
    order_tags: request.order_tags ?? null,
  };
}

export function toPaymentEntity(payment: SimPayment, currency: string) {
  return {
    cf_payment_id: payment.cfPaymentId,
    order_id: payment.orderId,
    entity: "payment" as const,
    is_captured: payment.status === "SUCCESS",
    order_amount: rupees(payment.amount),
    payment_group: "upi",
    payment_currency: currency,
    payment_amount: rupees(payment.amount),
    payment_time: payment.createdAt.toISOString(),
    payment_completion_time: payment.status === "PENDING" ? null : payment.createdAt.toISOString(),
    payment_status: payment.status,
    payment_message: payment.message,
    bank_reference: payment.cfPaymentId,
    auth_id: null,
    payment_method: { upi: { channel: "collect", upi_id: "buyer@simulator" } },
  };
}

/** A PENDING refund reads as SUCCESS once its settle time has come; any other stored status stands as it is. */
export function simRefundStatus(refund: SimRefund, now = new Date()): string {
  if (refund.status === "PENDING" && refund.settlesAt && refund.settlesAt.getTime() <= now.getTime()) return "SUCCESS";
  return refund.status;
}

const REFUND_DESCRIPTION: Record<string, string> = {
  PENDING: "Refund is being processed (simulated)",
  SUCCESS: "Refund processed successfully (simulated)",
  CANCELLED: "Refund could not be processed and was cancelled (simulated)",
  ONHOLD: "Refund is on hold (simulated)",
};

/** What a refund entity tells besides the refund row: the refunded payment (the order's successful one). */
export type SimRefundContext = { currency: string; cfPaymentId: string | null };

/** The refund entity as it stands at `now` (creation answers with the status at creation time). */
export function toRefundEntity(refund: SimRefund, context: SimRefundContext, now = new Date()) {
  const status = simRefundStatus(refund, now);
  const processedAt = status === "SUCCESS" ? (refund.settlesAt ?? refund.createdAt) : null;
  return {
    cf_payment_id: context.cfPaymentId,
    cf_refund_id: refund.cfRefundId,
    order_id: refund.orderId,
    refund_id: refund.refundId,
    entity: "refund" as const,
    refund_amount: rupees(refund.amount),
    refund_currency: context.currency,
    refund_note: refund.note,
    refund_status: status,
    status_description: REFUND_DESCRIPTION[status] ?? null,
    refund_type: "MERCHANT_INITIATED",
    refund_speed: { requested: "STANDARD", accepted: "STANDARD", processed: "STANDARD", message: null },
    created_at: refund.createdAt.toISOString(),
    processed_at: processedAt?.toISOString() ?? null,
  };
}
