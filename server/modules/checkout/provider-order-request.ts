import { normaliseIndianMobile } from "@domain/india/mobile";
import { paiseToRupeesString } from "@domain/money";
import type { Config } from "../../config";
import type { CreateOrderRequest } from "../../platform/payments/cashfree-types";

/** The spec's placeholder when the buyer has no usable phone number (the provider requires one). */
export const FALLBACK_PAYMENT_PHONE = "9999999999";

export type PaymentCustomer = { id: string; email: string; phone: string | null; name: string };

const notifiable = (config: Pick<Config, "publicUrl" | "cashfree">) =>
  config.cashfree.env === "simulator" || config.publicUrl.startsWith("https://");

/** Cashfree's create-order body for a checkout: amount in rupees with two decimals, return and notify URLs. */
export function providerOrderRequest(
  config: Pick<Config, "publicUrl" | "cashfree">,
  order: { paymentOrderId: string; amount: number; note: string },
  customer: PaymentCustomer,
): CreateOrderRequest {
  return {
    order_id: order.paymentOrderId,
    order_amount: Number(paiseToRupeesString(order.amount)),
    order_currency: "INR",
    customer_details: {
      customer_id: customer.id,
      customer_email: customer.email,
      customer_phone: (customer.phone && normaliseIndianMobile(customer.phone)) || FALLBACK_PAYMENT_PHONE,
      customer_name: customer.name.slice(0, 100),
    },
    order_meta: {
      // Cashfree puts the order id in place of {order_id}.
      return_url: `${config.publicUrl}/payment-status?order_id={order_id}`,
      // Cashfree accepts only https webhook URLs; a local http set-up against the sandbox relies on the status check.
      ...(notifiable(config) ? { notify_url: `${config.publicUrl}/api/payments/webhook` } : {}),
    },
    order_note: order.note.slice(0, 200),
  };
}
