import { eq } from "drizzle-orm";
import type { Logger } from "../../platform/logger";
import type { OrderStatus } from "@domain/orders";
import type { AppContext } from "../../app-context";
import { orderEvents, orders } from "../../db/schema";
import { notFound } from "../../errors";
import { recordAdminAction } from "../audit/record-admin-action";
import { type IssuedCreditNote, issueCancellationCreditNote } from "../tax/issue-credit-note";
import type { RefundResult } from "../payments/issue-refund";
import { publishOrderChange } from "./order-change-notification";
import { enqueueStatusChangeEmail } from "./order-emails";
import { isUuid } from "./order-id";
import { refundCancelledOrder } from "./refund-cancelled-order";
import { returnStockOfOrder } from "./return-stock";
import { assertMayChangeStatus, type OrderActor } from "./status-change-rules";

export type ChangeOrderStatusInput = {
  orderId: string;
  actor: OrderActor;
  toStatus: OrderStatus;
  /** Kept in the order's history beside the change. */
  note?: string;
  /** Where a refund that could not be asked for is reported (the request's logger). */
  log?: Pick<Logger, "error">;
  /** Logistics (admins): the carrier and tracking number the buyer sees; undefined keeps, null clears. */
  shipment?: { carrierName?: string | null; trackingNumber?: string | null };
};

export type OrderStatusChange = {
  order: typeof orders.$inferSelect;
  fromStatus: OrderStatus;
  /** The refund of a cancellation, when something had been paid online; null when it could not be asked for. */
  refund: RefundResult | null;
};

/**
 * The one way an order's status moves, whoever moves it. In one transaction, with the order row locked so that
 * concurrent changes queue up behind each other: check the rules, set the status (and, for cash on delivery, the
 * balance collected once Delivered), record the history, return the
 * stock of a cancelled order, email the buyer (outbox), and queue the live notification (delivered at commit). A
 * cancellation's refund is asked of the payment provider only after the commit, under a key made from the order id:
 * two cancellations can never both pass the status check, and a retried refund can never pay twice.
 */
export async function changeOrderStatus(ctx: AppContext, input: ChangeOrderStatusInput): Promise<OrderStatusChange> {
  const { orderId, actor, toStatus } = input;
  if (!isUuid(orderId)) throw notFound("Order", "ORDER_NOT_FOUND");

  const { order, fromStatus } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!current) throw notFound("Order", "ORDER_NOT_FOUND");
    // An admin may keep the status and correct only the carrier or the tracking number.
    const shipmentOnly = actor.role === "admin" && current.status === toStatus && Object.values(input.shipment ?? {}).some((value) => value !== undefined);
    assertMayChangeStatus(current, actor, toStatus, { sameStatusAllowed: shipmentOnly });

    // The payout falls due seven days after the (last) delivery.
    const deliveredAt = toStatus === "Delivered" && !shipmentOnly ? new Date() : undefined;
    // Cash on delivery: the balance is recorded collected when the order is marked Delivered, and no longer once it
    // leaves Delivered (an admin's correction). Online orders have no balance (their advance is the total).
    const collectedOnDelivery = shipmentOnly ? undefined : toStatus === "Delivered" ? current.totalAmount - current.advanceAmount : 0;
    const { carrierName, trackingNumber } = input.shipment ?? {};
    const [updated] = await tx
      .update(orders)
      .set({ status: toStatus, deliveredAt, collectedOnDelivery, carrierName, trackingNumber })
      .where(eq(orders.id, orderId))
      .returning();
    if (!shipmentOnly)
      await tx.insert(orderEvents).values({
        orderId,
        actorId: actor.id,
        actorRole: actor.role,
        fromStatus: current.status,
        toStatus,
        note: input.note ?? null,
      });
    if (actor.role === "admin" && actor.id)
      await recordAdminAction(tx, {
        actorId: actor.id,
        action: shipmentOnly ? "order.shipment" : "order.status",
        entityType: "order",
        entityId: orderId,
        before: { status: current.status, ...shipmentFields(current, input.shipment) },
        after: { status: toStatus, ...shipmentFields(updated!, input.shipment) },
      });
    let creditNote: IssuedCreditNote | null = null;
    if (toStatus === "Cancelled") {
      await returnStockOfOrder(tx, orderId);
      // The invoice's credit note commits with the cancellation (none for an order from before GST).
      creditNote = await issueCancellationCreditNote(tx, orderId);
    }
    if (!shipmentOnly) await enqueueStatusChangeEmail(ctx, tx, current, toStatus, creditNote?.creditNoteNumber);
    await publishOrderChange(ctx.events, tx, {
      kind: "status",
      orderId,
      buyerId: current.buyerId,
      sellerId: current.sellerId,
      status: toStatus,
      at: new Date().toISOString(),
    });
    return { order: updated!, fromStatus: current.status };
  });

  const refund = toStatus === "Cancelled" ? await refundCancelledOrder(ctx, order, input.log) : null;
  return { order, fromStatus, refund };
}

/** The shipment fields a change names, as they are on `order` (for the audit's before and after). */
function shipmentFields(order: typeof orders.$inferSelect, shipment: ChangeOrderStatusInput["shipment"]) {
  const fields: Record<string, string | null> = {};
  if (shipment?.carrierName !== undefined) fields.carrierName = order.carrierName;
  if (shipment?.trackingNumber !== undefined) fields.trackingNumber = order.trackingNumber;
  return fields;
}
