import { and, asc, desc, eq } from "drizzle-orm";
import { canBuyerCancel, canRequestReturn } from "@domain/orders";
import { amountPaid, amountStillDue, orderDisplayStatus, returnableQuantity } from "@domain/return-refund";
import type { BuyerOrderDetail, OrderTimelineEntry } from "@domain/schemas/buyer-orders";
import type { Executor } from "../../db/client";
import { orderEvents, orderItems, orderReturns, orders, profiles, refunds, returnRefunds } from "../../db/schema";
import { notFound } from "../../errors";
import { everyUnitReturned } from "../returns/every-unit-returned-sql";
import { toReturnRequest } from "../returns/request-return";
import { orderCreditNoteRefs } from "../tax/credit-note-refs";
import { orderInvoiceRefs } from "../tax/order-invoice-refs";
import { isUuid } from "./order-id";
import { orderItemImage } from "./order-item-image";
import { cancellationRefundKey } from "./refund-cancelled-order";

/** One order of this buyer with everything the order page shows; another buyer's order is "not found". */
export async function getBuyerOrder(db: Executor, buyerId: string, orderId: string): Promise<BuyerOrderDetail> {
  if (!isUuid(orderId)) throw notFound("Order", "ORDER_NOT_FOUND");
  const [order] = await db
    .select({ order: orders, seller: { id: profiles.id, companyName: profiles.companyName, isVerified: profiles.isVerified } })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!order) throw notFound("Order", "ORDER_NOT_FOUND");

  const [items, returns, events, [refund], invoices, creditNotes] = await Promise.all([
    db
      .select({ item: orderItems, imageUrl: orderItemImage })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productName), asc(orderItems.id)),
    db
      .select({ request: orderReturns, refund: returnRefunds })
      .from(orderReturns)
      .leftJoin(returnRefunds, eq(returnRefunds.returnId, orderReturns.id))
      .where(eq(orderReturns.orderId, orderId))
      .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    // The cancellation's refund (a return's shows under its item).
    db.select().from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.refundKey, cancellationRefundKey(orderId)))).orderBy(desc(refunds.createdAt)).limit(1),
    orderInvoiceRefs(db, [orderId]),
    orderCreditNoteRefs(db, [orderId]),
  ]);

  const { order: o, seller } = order;
  const { status } = o;
  const requests = returns.map((r) => r.request);
  const refundsOf = (rows: typeof returns) => {
    const sum = (key: "amount" | "onlineAmount" | "manualAmount") => rows.reduce((total, r) => total + (r.refund?.[key] ?? 0), 0);
    return { amount: sum("amount"), online: sum("onlineAmount"), manual: sum("manualAmount") };
  };
  const returnsRefunded = refundsOf(returns);
  const paidInAll = amountPaid(o);
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    status,
    displayStatus: orderDisplayStatus(status, everyUnitReturned(items.map(({ item }) => item), requests)),
    seller,
    items: items.map(({ item, imageUrl }) => {
      const ofItem = returns.filter((r) => r.request.orderItemId === item.id);
      const returned = ofItem.filter((r) => r.request.status === "completed" && r.request.requestType === "return");
      return {
        id: item.id,
        productId: item.productId,
        productName: item.productName,
        imageUrl,
        quantity: item.quantity,
        price: item.price,
        lineTotal: item.price * item.quantity,
        returnRequests: ofItem.map((r) => toReturnRequest(r.request, r.refund)),
        returnedQuantity: returned.reduce((total, r) => total + r.request.quantity, 0),
        returnableQuantity: returnableQuantity(
          item.quantity,
          ofItem.filter((r) => r.request.status !== "rejected").map((r) => r.request.quantity),
        ),
        refunded: refundsOf(ofItem),
      };
    }),
    shippingAddress: o.shippingAddress,
    billingAddress: o.billingAddress,
    paymentMethod: o.paymentMethod,
    totalAmount: o.totalAmount,
    freightAmount: o.freightAmount,
    deliveryWindow: o.deliveryEarliest && o.deliveryLatest ? { earliest: o.deliveryEarliest, latest: o.deliveryLatest } : null,
    amountPaid: o.advanceAmount,
    amountPaidOnDelivery: o.collectedOnDelivery,
    // A cancelled order is never delivered, so nothing is due on delivery (the advance is refunded instead).
    amountDueOnDelivery: amountStillDue(o, status === "Cancelled"),
    returnsRefunded,
    // Paid less every refund (a failed one gave nothing back); for a delivered order, what its payout counts.
    netPaid: paidInAll - returnsRefunded.amount - (refund && refund.status !== "failed" ? refund.amount : 0),
    timeline: timelineOf(events, o.createdAt),
    shipment: o.carrierName || o.trackingNumber ? { carrierName: o.carrierName, trackingNumber: o.trackingNumber } : null,
    refund: refund
      ? { status: refund.status, amount: refund.amount, createdAt: refund.createdAt.toISOString(), updatedAt: refund.updatedAt.toISOString() }
      : null,
    invoice: invoices.get(orderId) ?? null,
    creditNotes: creditNotes.get(orderId) ?? [],
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
