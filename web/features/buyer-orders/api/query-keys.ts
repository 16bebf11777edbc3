import type { OrderStatus } from "@domain/orders";

/** Every buyer-order query lives under one root, so a live change can refresh them all at once. */
export const buyerOrderKeys = {
  all: ["buyer-orders"] as const,
  summary: () => [...buyerOrderKeys.all, "summary"] as const,
  list: (status: OrderStatus | null, q?: string) => [...buyerOrderKeys.all, "list", status ?? "all", q ?? ""] as const,
  detail: (orderId: string) => [...buyerOrderKeys.all, "detail", orderId] as const,
};
