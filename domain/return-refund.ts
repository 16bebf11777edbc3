/**
 * What a return gives back: the returned units' share of what the buyer actually paid for the order, never of money
 * not yet received. All money in integer paise, BigInt in between so products of large amounts stay exact.
 *
 * Paid = the advance (paid online at checkout: the whole total for online payment, 10% for cash on delivery) plus
 * the cash recorded as collected when a COD order was marked Delivered. The total includes freight; the goods keep
 * their share of what was paid and the freight's share is not refunded by a return.
 *
 * Shares are cumulative, so repeated partial returns add up exactly: the first n units of a line are worth
 * floor(paid × unit price × n / total), and a return of q units more refunds the difference between the worth of all
 * units refunded so far and what earlier returns of the line refunded (the last units take the remainder). Likewise
 * the online part: the order's refunds so far get floor(advance × refunded / paid) back online, the rest by hand.
 */
import { assertPaise } from "./money";
import { ORDER_STATUSES, type OrderStatus } from "./orders";

/** What an order was paid, as orders store it. */
export type PaidOrder = { totalAmount: number; advanceAmount: number; collectedOnDelivery: number };

/** One return's refund: `online` goes back through the payment provider, `manual` (cash paid on delivery) by hand. */
export type ReturnRefundSplit = { amount: number; online: number; manual: number };

export type ReturnRefundInput = {
  order: PaidOrder;
  line: { unitPrice: number; quantity: number };
  /** Units of this line already refunded by completed returns, and the amount those refunds came to. */
  lineRefunded: { quantity: number; amount: number };
  /** Everything refunded so far on the order by returns (all its lines), and the online part of it. */
  orderRefunded: { amount: number; online: number };
  /** Units returned now. */
  quantity: number;
};

/** Received for the order so far: the online advance plus the cash collected on delivery. */
export function amountPaid(order: PaidOrder): number {
  return order.advanceAmount + order.collectedOnDelivery;
}

/** What the buyer still owes (cash due on delivery); nothing for a cancelled order, which is never delivered. */
export function amountStillDue(order: PaidOrder, cancelled = false): number {
  return cancelled ? 0 : Math.max(0, order.totalAmount - amountPaid(order));
}

/** The worth of the first `units` units of a line, of what was paid: floor(paid × unitPrice × units / total). */
export function paidShareOfUnits(order: PaidOrder, unitPrice: number, units: number): number {
  if (order.totalAmount === 0) return 0;
  return Number((BigInt(amountPaid(order)) * BigInt(unitPrice) * BigInt(units)) / BigInt(order.totalAmount));
}

function assertOrder(order: PaidOrder) {
  for (const [name, value] of Object.entries(order)) {
    assertPaise(value, name);
    if (value < 0) throw new RangeError(`${name} must not be negative`);
  }
  if (amountPaid(order) > order.totalAmount) throw new RangeError("paid must not exceed the total");
}

/**
 * The refund of returning `quantity` more units of a line: that quantity's share of what was paid for the line, split
 * into what goes back online and what is owed by hand. Throws when more units would be refunded than the line has.
 */
export function returnRefund(input: ReturnRefundInput): ReturnRefundSplit {
  const { order, line, lineRefunded, orderRefunded, quantity } = input;
  assertOrder(order);
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be a whole number of units, got ${quantity}`);
  if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError("the line must have units");
  if (!Number.isInteger(lineRefunded.quantity) || lineRefunded.quantity < 0) throw new RangeError("refunded units must be a whole number");
  if (lineRefunded.quantity + quantity > line.quantity) {
    throw new RangeError(`cannot refund ${quantity} more of a line of ${line.quantity} with ${lineRefunded.quantity} refunded`);
  }
  for (const [name, value] of [["unitPrice", line.unitPrice], ["lineRefunded", lineRefunded.amount], ["orderRefunded", orderRefunded.amount], ["orderRefundedOnline", orderRefunded.online]] as const) {
    assertPaise(value, name);
    if (value < 0) throw new RangeError(`${name} must not be negative`);
  }

  const paid = amountPaid(order);
  const worth = paidShareOfUnits(order, line.unitPrice, lineRefunded.quantity + quantity);
  // Never more than is left of what was paid, however the earlier refunds came about.
  const amount = Math.min(Math.max(0, worth - lineRefunded.amount), Math.max(0, paid - orderRefunded.amount));
  const refundedAfter = orderRefunded.amount + amount;
  const onlineAfter = paid === 0 ? 0 : Number((BigInt(order.advanceAmount) * BigInt(refundedAfter)) / BigInt(paid));
  const online = Math.min(amount, Math.max(0, onlineAfter - orderRefunded.online), Math.max(0, order.advanceAmount - orderRefunded.online));
  return { amount, online, manual: amount - online };
}

/** How many units of a line may still be asked for: delivered less those of earlier requests not rejected. */
export function returnableQuantity(lineQuantity: number, requestedQuantities: readonly number[]): number {
  return Math.max(0, lineQuantity - requestedQuantities.reduce((sum, quantity) => sum + quantity, 0));
}

/** "Refunded" is shown, never stored: a delivered order whose every unit came back in completed returns. */
export const REFUNDED_DISPLAY_STATUS = "Refunded";
export type OrderDisplayStatus = OrderStatus | typeof REFUNDED_DISPLAY_STATUS;
export const ORDER_DISPLAY_STATUSES = [...ORDER_STATUSES, REFUNDED_DISPLAY_STATUS] as const;

/** The status people see: the stored one, or Refunded once every delivered unit was returned and refunded. */
export function orderDisplayStatus(status: OrderStatus, everyUnitReturned: boolean): OrderDisplayStatus {
  return status === "Delivered" && everyUnitReturned ? REFUNDED_DISPLAY_STATUS : status;
}
