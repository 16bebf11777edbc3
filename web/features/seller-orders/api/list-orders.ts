import type { OrderStatus } from "@domain/orders";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerOrderKeys } from "./query-keys";

/** GET /api/seller/orders: the seller's orders newest first, one "load more" page at a time, optionally of one status. */
export const sellerOrderListQueryOptions = (status: OrderStatus | null) =>
  infiniteQueryOptions({
    queryKey: sellerOrderKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      dataOf(api.GET("/api/seller/orders", { params: { query: { status: status ?? undefined, cursor: pageParam ?? undefined } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useSellerOrders(status: OrderStatus | null) {
  return useInfiniteQuery({ ...sellerOrderListQueryOptions(status), placeholderData: keepPreviousData });
}
