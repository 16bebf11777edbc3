import { and, eq, ne, sql } from "drizzle-orm";
import { canRequestReturn } from "@domain/orders";
import { returnableQuantity } from "@domain/return-refund";
import type { CreateReturnRequest, ReturnRequest } from "@domain/schemas/order-returns";
import type { AppContext } from "../../app-context";
import { orderItems, orderReturns, orders } from "../../db/schema";
import { businessRule, conflict, notFound } from "../../errors";
import { isUuid } from "../orders/order-id";
import { syncPayoutHold } from "../payouts/payout-hold";
import { announceReturnChange } from "./decide-return";
import { returnPhotoKeys, returnPhotosFor } from "./return-photos";

/**
 * A buyer asks to return or exchange some units of one item of their delivered order, with up to 3 photos uploaded
 * before; it lands on the seller's returns page as pending, and the order's payout waits (Hold) until it is settled.
 * Several requests per item are allowed while units remain: delivered less the units of its earlier requests that
 * were not rejected. The order's row lock serialises concurrent requests, so two cannot both take the last units.
 */
export async function requestReturn(
  ctx: AppContext,
  input: CreateReturnRequest & { buyerId: string; orderId: string },
): Promise<ReturnRequest> {
  if (!isUuid(input.orderId)) throw notFound("Order", "ORDER_NOT_FOUND");
  const photoIds = input.photos ?? [];
  return ctx.db.transaction(async (tx) => {
    // Locked so the order cannot be cancelled or moved back while the request is recorded, and so that requests on
    // one order queue up: each counts the units of those before it.
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
    const [earlier] = await tx
      .select({ quantity: sql<number>`coalesce(sum(${orderReturns.quantity}), 0)`.mapWith(Number) })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderItemId, item.id), ne(orderReturns.status, "rejected")));
    const left = returnableQuantity(item.quantity, [earlier?.quantity ?? 0]);
    if (input.quantity > left) {
      throw businessRule(
        "RETURN_QUANTITY_EXCEEDED",
        left === 0
          ? "Every unit of this item has already been asked for in a return or exchange."
          : `Only ${left} of ${item.quantity} units of this item can still be returned or exchanged.`,
        { remaining: left },
      );
    }
    const photos = await returnPhotoKeys(ctx, order.id, photoIds);
    const [created] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        orderItemId: item.id,
        sellerId: order.sellerId,
        buyerId: order.buyerId,
        requestType: input.requestType,
        quantity: input.quantity,
        reason: input.reason,
        photos,
      })
      .returning();
    await syncPayoutHold(tx, order.id);
    // The seller's open returns and orders pages hear of it at once.
    await announceReturnChange(ctx, tx, order.id);
    return toReturnRequest(created!, null);
  });
}

/** A request as its buyer sees it, with its refund once completed. */
export function toReturnRequest(
  request: typeof orderReturns.$inferSelect,
  refund: { amount: number; onlineAmount: number; manualAmount: number } | null,
): ReturnRequest {
  return {
    id: request.id,
    orderItemId: request.orderItemId,
    requestType: request.requestType,
    quantity: request.quantity,
    reason: request.reason,
    photos: returnPhotosFor("buyer", request),
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    refund: refund && { amount: refund.amount, online: refund.onlineAmount, manual: refund.manualAmount },
  };
}
