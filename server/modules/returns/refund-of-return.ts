import { and, eq, ne, sql } from "drizzle-orm";
import { returnRefund, type ReturnRefundSplit } from "@domain/return-refund";
import type { Executor } from "../../db/client";
import { orderItems, orderReturns, orders, returnRefunds } from "../../db/schema";

type ReturnRow = Pick<typeof orderReturns.$inferSelect, "id" | "orderId" | "orderItemId" | "quantity" | "requestType">;

/**
 * What completing this request refunds now (domain/return-refund.ts), from the books: the order as paid, the line,
 * and what the completed returns recorded before it refunded of the line and of the order. An exchange refunds
 * nothing (null); nor does a return of an order cancelled since (zero). The seller's and admin's dialogs show it before confirming; complete-return.ts records it, reading
 * in the transaction that holds the order's row lock, so no two completions of one order count the same history.
 */
export async function refundOfReturn(db: Executor, request: ReturnRow): Promise<ReturnRefundSplit | null> {
  if (request.requestType !== "return") return null;
  const [[order], [item], [line], [all]] = await Promise.all([
    db
      .select({ status: orders.status, totalAmount: orders.totalAmount, advanceAmount: orders.advanceAmount, collectedOnDelivery: orders.collectedOnDelivery })
      .from(orders)
      .where(eq(orders.id, request.orderId)),
    db.select({ unitPrice: orderItems.price, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.id, request.orderItemId)),
    db
      .select({
        quantity: sql<number>`coalesce(sum(${orderReturns.quantity}), 0)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${returnRefunds.amount}), 0)`.mapWith(Number),
      })
      .from(returnRefunds)
      .innerJoin(orderReturns, eq(orderReturns.id, returnRefunds.returnId))
      .where(and(eq(orderReturns.orderItemId, request.orderItemId), ne(orderReturns.id, request.id))),
    db
      .select({
        amount: sql<number>`coalesce(sum(${returnRefunds.amount}), 0)`.mapWith(Number),
        online: sql<number>`coalesce(sum(${returnRefunds.onlineAmount}), 0)`.mapWith(Number),
      })
      .from(returnRefunds)
      .where(and(eq(returnRefunds.orderId, request.orderId), ne(returnRefunds.returnId, request.id))),
  ]);
  if (!order || !item) throw new Error(`return ${request.id}: its order or item is missing`);
  // An order cancelled while the request was open: its cancellation refunded what was paid and credited the whole
  // invoice, so the returned goods are owed nothing more.
  if (order.status === "Cancelled") return { amount: 0, online: 0, manual: 0 };
  const lineRefunded = line ?? { quantity: 0, amount: 0 };
  // Requests are limited to what remains when they are made; a quantity over what is left refunds what is left.
  const quantity = Math.min(request.quantity, item.quantity - lineRefunded.quantity);
  if (quantity <= 0) return { amount: 0, online: 0, manual: 0 };
  const { status: _status, ...paid } = order;
  return returnRefund({ order: paid, line: item, lineRefunded, orderRefunded: all ?? { amount: 0, online: 0 }, quantity });
}
