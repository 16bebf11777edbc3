import { canBuyerCancel, canSellerSetStatus, type OrderActorRole, type OrderStatus, SELLER_SETTABLE_STATUSES } from "@domain/orders";
import { AppError, conflict, forbidden, notFound } from "../../errors";

/** Who is moving the order: the buyer or seller of the order, an administrator, or the system itself. */
export type OrderActor = { id: string | null; role: OrderActorRole };

type OrderParties = { buyerId: string; sellerId: string; status: OrderStatus };

/**
 * Throws unless this actor may move this order to `to`. Someone else's order is "not found", never "forbidden",
 * so ids cannot be probed. Buyers only cancel (while Pending or Processing); sellers set only Processing, Packaging
 * or Ready for Pickup and only until the order leaves their hands; admins and the system set any status.
 * A cancelled order is final for everyone: its stock went back and its payment was refunded. Setting the status an
 * order already has is refused, unless `sameStatusAllowed` (an admin correcting only the carrier or tracking number).
 */
export function assertMayChangeStatus(order: OrderParties, actor: OrderActor, to: OrderStatus, { sameStatusAllowed = false } = {}): void {
  const from = order.status;
  if (actor.role === "buyer" && order.buyerId !== actor.id) throw notFound("Order", "ORDER_NOT_FOUND");
  if (actor.role === "seller" && order.sellerId !== actor.id) throw notFound("Order", "ORDER_NOT_FOUND");

  if (from === "Cancelled") {
    throw conflict("ORDER_CANCELLED", "This order has been cancelled; its status can no longer change.");
  }
  if (from === to && !sameStatusAllowed) throw conflict("ORDER_STATUS_UNCHANGED", `The order is already ${to}.`);

  if (actor.role === "buyer") {
    if (to !== "Cancelled") throw forbidden("Buyers can only cancel their orders.");
    if (!canBuyerCancel(from)) {
      throw conflict(
        "ORDER_NOT_CANCELLABLE",
        `This order can no longer be cancelled because it is already ${from}. Orders can be cancelled only while Pending or Processing.`,
      );
    }
  }
  if (actor.role === "seller" && !canSellerSetStatus(from, to)) {
    if (!(SELLER_SETTABLE_STATUSES as readonly string[]).includes(to)) {
      throw new AppError("STATUS_NOT_ALLOWED", "Sellers can set only Processing, Packaging or Ready for Pickup.");
    }
    throw conflict("ORDER_LOCKED", `This order is already ${from}; only an administrator can change its status now.`);
  }
}
