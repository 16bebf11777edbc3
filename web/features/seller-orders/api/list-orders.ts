import type { OrderStatus } from "@domain/orders";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerOrderKeys } from "./query-keys";

/** GET /api/seller/orders: the seller's orders newest first, one "load more" page at a time, optionally of one status or matching an order number. */
export const sellerOrderListQueryOptions = (status: OrderStatus | null, q?: string) =>
  infiniteQueryOptions({
    queryKey: sellerOrderKeys.list(status, q),
    queryFn: ({ pageParam, signal }) =>
      dataOf(api.GET("/api/seller/orders", { params: { query: { status: status ?? undefined, q, cursor: pageParam ?? undefined } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useSellerOrders(status: OrderStatus | null, q?: string) {
  return useInfiniteQuery({ ...sellerOrderListQueryOptions(status, q), placeholderData: keepPreviousData });
}
