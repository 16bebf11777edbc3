import type { OrderStatus } from "@domain/orders";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { buyerOrderKeys } from "./query-keys";

/** GET /api/buyer/orders: newest first, one "load more" page at a time, optionally of one status or matching an order number. */
export const orderListQueryOptions = (status: OrderStatus | null, q?: string) =>
  infiniteQueryOptions({
    queryKey: buyerOrderKeys.list(status, q),
    queryFn: ({ pageParam, signal }) =>
      dataOf(api.GET("/api/buyer/orders", { params: { query: { status: status ?? undefined, q, cursor: pageParam ?? undefined } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useOrderList(status: OrderStatus | null, q?: string) {
  return useInfiniteQuery({ ...orderListQueryOptions(status, q), placeholderData: keepPreviousData });
}
