import type { BuyerOrderSummary } from "@domain/schemas/buyer-orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { buyerOrderKeys } from "./query-keys";

/** GET /api/buyer/orders/summary */
export const orderSummaryQueryOptions = () =>
  queryOptions({
    queryKey: buyerOrderKeys.summary(),
    queryFn: ({ signal }) => apiFetch<BuyerOrderSummary>("/api/buyer/orders/summary", { signal }),
  });

export function useOrderSummary() {
  return useQuery(orderSummaryQueryOptions());
}
