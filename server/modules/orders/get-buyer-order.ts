import { and, asc, desc, eq } from "drizzle-orm";
import { canBuyerCancel, canRequestReturn } from "@domain/orders";
import { amountDueOnDelivery } from "@domain/pricing";
import type { BuyerOrderDetail, OrderTimelineEntry } from "@domain/schemas/buyer-orders";
import type { Executor } from "../../db/client";
import { orderEvents, orderItems, orderReturns, orders, profiles, refunds } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "./order-id";
import { orderItemImage } from "./order-item-image";


/** One order of this buyer with everything the order page shows; another buyer's order is "not found". */
export async function getBuyerOrder(db: Executor, buyerId: string, orderId: string): Promise<BuyerOrderDetail> {
  if (!isUuid(orderId)) throw notFound("Order", "ORDER_NOT_FOUND");
  const [order] = await db
    .select({ order: orders, seller: { id: profiles.id, companyName: profiles.companyName, isVerified: profiles.isVerified } })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!order) throw notFound("Order", "ORDER_NOT_FOUND");

  const [items, returns, events, [refund]] = await Promise.all([
    db
      .select({ item: orderItems, imageUrl: orderItemImage })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productName), asc(orderItems.id)),
    db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt)).limit(1),
  ]);

  const { order: o, seller } = order;
  const { status } = o;
  const returnByItem = new Map(returns.map((r) => [r.orderItemId, r]));
  return {
    id: o.id,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    status,
    seller,
    items: items.map(({ item, imageUrl }) => {
      const request = returnByItem.get(item.id);
      return {
        id: item.id,
        productId: item.productId,
        productName: item.productName,
        imageUrl,
        quantity: item.quantity,
        price: item.price,
        lineTotal: item.price * item.quantity,
        returnRequest: request
          ? {
              id: request.id,
              orderItemId: request.orderItemId,
              requestType: request.requestType,
              reason: request.reason,
              status: request.status,
              createdAt: request.createdAt.toISOString(),
            }
          : null,
      };
    }),
    shippingAddress: o.shippingAddress,
    billingAddress: o.billingAddress,
    paymentMethod: o.paymentMethod,
    totalAmount: o.totalAmount,
    amountPaid: o.advanceAmount,
    // A cancelled order is never delivered, so nothing is due on delivery (the advance is refunded instead).
    amountDueOnDelivery: status === "Cancelled" ? 0 : amountDueOnDelivery(o.totalAmount, o.advanceAmount),
    timeline: timelineOf(events, o.createdAt),
    shipment: o.carrierName || o.trackingNumber ? { carrierName: o.carrierName, trackingNumber: o.trackingNumber } : null,
    refund: refund
      ? { status: refund.status, amount: refund.amount, createdAt: refund.createdAt.toISOString(), updatedAt: refund.updatedAt.toISOString() }
      : null,
    canCancel: canBuyerCancel(status),
    canRequestReturn: canRequestReturn(status, o.deliveredAt),
  };
}

/** The recorded history; an order created before history was kept still shows when it was placed. */
function timelineOf(events: (typeof orderEvents.$inferSelect)[], createdAt: Date): OrderTimelineEntry[] {
  const entries = events.map((e) => ({
    id: e.id,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    actorRole: e.actorRole,
    at: e.createdAt.toISOString(),
  }));
  if (entries.length > 0 && entries[0]!.fromStatus === null) return entries;
  return [{ id: "placed", fromStatus: null, toStatus: "Pending", actorRole: "system", at: createdAt.toISOString() }, ...entries];
}
