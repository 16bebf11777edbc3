import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerPayoutKeys } from "./query-keys";

/** GET /api/seller/payouts: the three summary figures and one page of delivered orders with their payouts. */
export const sellerPayoutListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: sellerPayoutKeys.list(page),
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/payouts", { params: { query: { page } }, signal })),
  });

export function useSellerPayouts(page: number) {
  return useQuery({ ...sellerPayoutListQueryOptions(page), placeholderData: keepPreviousData });
}
