import type { OrderStatus } from "@domain/orders";

/** Every seller-order query lives under one root, so a live change can refresh them all at once. */
export const sellerOrderKeys = {
  all: ["seller-orders"] as const,
  list: (status: OrderStatus | null, q?: string) => [...sellerOrderKeys.all, "list", status ?? "all", q ?? ""] as const,
};
