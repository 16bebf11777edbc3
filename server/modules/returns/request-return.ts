import { and, eq } from "drizzle-orm";
import { canRequestReturn } from "@domain/orders";
import type { CreateReturnRequest, ReturnRequest } from "@domain/schemas/order-returns";
import type { AppContext } from "../../app-context";
import { orderItems, orderReturns, orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { isUuid } from "../orders/order-id";
import { syncPayoutHold } from "../payouts/payout-hold";
import { announceReturnChange } from "./decide-return";

/**
 * A buyer asks to return or exchange one item of their delivered order; it lands on the seller's returns page as
 * pending, and the order's payout waits (Hold) until it is settled. One request per item, ever (the unique index
 * settles concurrent requests too).
 */
export async function requestReturn(
  ctx: AppContext,
  input: CreateReturnRequest & { buyerId: string; orderId: string },
): Promise<ReturnRequest> {
  if (!isUuid(input.orderId)) throw notFound("Order", "ORDER_NOT_FOUND");
  return ctx.db.transaction(async (tx) => {
    // Locked so the order cannot be cancelled or moved back while the request is recorded, and so that two requests
    // on one order queue up rather than deadlock when each puts the payout on Hold.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.buyerId, input.buyerId)))
      .for("update");
    if (!order) throw notFound("Order", "ORDER_NOT_FOUND");
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, input.orderItemId), eq(orderItems.orderId, order.id)));
    if (!item) throw notFound("Order item", "ORDER_ITEM_NOT_FOUND");
    if (order.status !== "Delivered") {
      throw conflict("ORDER_NOT_DELIVERED", "A return or exchange can be requested only once the order has been delivered.");
    }
    if (!canRequestReturn(order.status, order.deliveredAt)) throw conflict("RETURN_WINDOW_CLOSED");
    const [created] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        orderItemId: item.id,
        sellerId: order.sellerId,
        buyerId: order.buyerId,
        requestType: input.requestType,
        quantity: item.quantity,
        reason: input.reason,
      })
      .onConflictDoNothing({ target: orderReturns.orderItemId })
      .returning();
    if (!created) {
      throw conflict("RETURN_ALREADY_REQUESTED", "A return or exchange has already been requested for this item.");
    }
    await syncPayoutHold(tx, order.id);
    // The seller's open returns and orders pages hear of it at once.
    await announceReturnChange(ctx, tx, order.id);
    return {
      id: created.id,
      orderItemId: created.orderItemId,
      requestType: created.requestType,
      reason: created.reason,
      status: created.status,
      createdAt: created.createdAt.toISOString(),
    };
  });
}
