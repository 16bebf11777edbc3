import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { buyerOrderKeys } from "./query-keys";

/** GET /api/buyer/orders/summary */
export const orderSummaryQueryOptions = () =>
  queryOptions({
    queryKey: buyerOrderKeys.summary(),
    queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/orders/summary", { signal })),
  });

export function useOrderSummary() {
  return useQuery(orderSummaryQueryOptions());
}
