import type { BuyerOrderDetail } from "@domain/schemas/buyer-orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@web/lib/api-client";
import { buyerOrderKeys } from "./query-keys";

/** GET /api/buyer/orders/:orderId */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: buyerOrderKeys.detail(orderId),
    queryFn: ({ signal }) => apiFetch<BuyerOrderDetail>(`/api/buyer/orders/${encodeURIComponent(orderId)}`, { signal }),
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}

/** The server answers 404 alike for a missing order and for another buyer's. */
export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
