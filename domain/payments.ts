/** The states of a payment intent (checkout) and of a refund, as the server records them. */

/** A checkout pays for an order (one or more sellers' orders) or for a subscription plan. */
export const CHECKOUT_KINDS = ["order", "subscription"] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

/** created → paid (orders made), failed or expired; refunded when paid but stock ran out before confirmation. */
export const CHECKOUT_STATUSES = ["created", "paid", "failed", "expired", "refunded"] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** A refund asked of the payment provider: pending until it answers success or failed. */
export const REFUND_STATUSES = ["pending", "success", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What the payment pages show of a checkout: orders made, still waiting, nothing taken, or paid and given back. */
export const PAYMENT_OUTCOMES = ["paid", "pending", "failed", "refunded"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
