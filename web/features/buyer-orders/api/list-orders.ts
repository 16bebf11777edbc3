import type { OrderStatus } from "@domain/orders";
import type { BuyerOrderList } from "@domain/schemas/buyer-orders";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { buyerOrderKeys } from "./query-keys";

/** GET /api/buyer/orders: newest first, one "load more" page at a time, optionally of one status. */
export const orderListQueryOptions = (status: OrderStatus | null) =>
  infiniteQueryOptions({
    queryKey: buyerOrderKeys.list(status),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (status) params.set("status", status);
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch<BuyerOrderList>(`/api/buyer/orders?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useOrderList(status: OrderStatus | null) {
  return useInfiniteQuery({ ...orderListQueryOptions(status), placeholderData: keepPreviousData });
}
