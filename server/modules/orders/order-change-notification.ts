import type { OrderStatus } from "@domain/orders";
import type { Executor } from "../../db/client";
import type { NotificationHub } from "../../platform/events/notification-hub";

/** The channel every order change is announced on; each connection picks out the orders it may see. */
export const ORDER_CHANGES_CHANNEL = "order_changes";

/**
 * What changed: an order was created (`created`), its status moved (`status`), the money around it did (`refund`,
 * after a refund was answered by the provider), or a return request on it did (`return`). Ids only: listeners re-read what they are allowed to see.
 */
export type OrderChange = {
  kind: "created" | "status" | "refund" | "return";
  orderId: string;
  buyerId: string;
  sellerId: string;
  status: OrderStatus;
  at: string;
};

export function publishOrderChange(events: NotificationHub, executor: Executor, change: OrderChange) {
  return events.publish(executor, ORDER_CHANGES_CHANNEL, change);
}

export function isOrderChange(value: unknown): value is OrderChange {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.orderId === "string" && typeof v.buyerId === "string" && typeof v.sellerId === "string";
}
