import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { ApiError } from "@web/lib/api-client";
import { buyerOrderKeys } from "./query-keys";

/** GET /api/buyer/orders/:orderId */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: buyerOrderKeys.detail(orderId),
    queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/orders/{orderId}", { params: { path: { orderId } }, signal })),
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}

/** The server answers 404 alike for a missing order and for another buyer's. */
export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
