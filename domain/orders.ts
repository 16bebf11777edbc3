/** Order, payout and return statuses, and who may move an order from which status to which. */

export const ORDER_STATUSES = [
  "Pending",
  "Processing",
  "Packaging",
  "Ready for Pickup",
  "In Transit",
  "Shipped",
  "Delivered",
  "Cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every order starts here, created by the server when the payment provider confirms payment. */
export const INITIAL_ORDER_STATUS: OrderStatus = "Pending";

export const BUYER_CANCELLABLE_STATUSES = ["Pending", "Processing"] as const satisfies readonly OrderStatus[];
export const SELLER_SETTABLE_STATUSES = [
  "Processing",
  "Packaging",
  "Ready for Pickup",
] as const satisfies readonly OrderStatus[];
/** Once an order has left the seller's hands (or ended), only an admin may change it. */
export const SELLER_LOCKED_STATUSES = [
  "In Transit",
  "Shipped",
  "Delivered",
  "Cancelled",
] as const satisfies readonly OrderStatus[];

export const PAYOUT_STATUSES = ["Pending", "Processing", "Hold", "Paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_QUERY_STATUSES = ["open", "resolved"] as const;
export type PayoutQueryStatus = (typeof PAYOUT_QUERY_STATUSES)[number];

export const RETURN_STATUSES = ["pending", "approved", "rejected", "processing", "completed"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_REQUEST_TYPES = ["return", "exchange"] as const;
export type ReturnRequestType = (typeof RETURN_REQUEST_TYPES)[number];

export const PAYMENT_METHODS = ["online", "cod"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who moved an order (its status history): a person of one of these roles, or the server itself. */
export const ORDER_ACTOR_ROLES = ["buyer", "seller", "admin", "system"] as const;
export type OrderActorRole = (typeof ORDER_ACTOR_ROLES)[number];

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return includes(ORDER_STATUSES, value);
}

export function canBuyerCancel(status: OrderStatus): boolean {
  return includes(BUYER_CANCELLABLE_STATUSES, status);
}

/** A seller sets only Processing, Packaging or Ready for Pickup, and never once the order is locked. */
export function canSellerSetStatus(from: OrderStatus, to: OrderStatus): boolean {
  return includes(SELLER_SETTABLE_STATUSES, to) && !includes(SELLER_LOCKED_STATUSES, from);
}

/** Admins may set any status from any status; no sequence is enforced. */
export function canAdminSetStatus(to: string): to is OrderStatus {
  return isOrderStatus(to);
}

/** How long after delivery a buyer may ask for a return or exchange (the Refund and Cancellation Policy's promise). */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Returns and exchanges are requested only for delivered orders, within RETURN_WINDOW_DAYS of delivery. An order
 * marked Delivered with no recorded delivery time is given the benefit of the doubt.
 */
export function canRequestReturn(orderStatus: OrderStatus, deliveredAt: Date | null = null, now: Date = new Date()): boolean {
  if (orderStatus !== "Delivered") return false;
  return deliveredAt === null || now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}

/** Only a pending return request can be approved or rejected; the rest show as processed. */
export function canDecideReturnRequest(status: ReturnStatus): boolean {
  return status === "pending";
}
