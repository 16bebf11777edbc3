import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerPayoutKeys } from "./query-keys";

/** GET /api/seller/payouts: the three summary figures and one page of delivered orders (matching `q`) with their payouts. */
export const sellerPayoutListQueryOptions = (page: number, q?: string) =>
  queryOptions({
    queryKey: sellerPayoutKeys.list(page, q),
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/payouts", { params: { query: { page, q } }, signal })),
  });

export function useSellerPayouts(page: number, q?: string) {
  return useQuery({ ...sellerPayoutListQueryOptions(page, q), placeholderData: keepPreviousData });
}
