import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerReturnKeys } from "./query-keys";

/** GET /api/seller/returns: the seller's return and exchange requests, newest first, one page at a time. */
export const sellerReturnListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: sellerReturnKeys.list(page),
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/returns", { params: { query: { page } }, signal })),
  });

export function useSellerReturns(page: number) {
  return useQuery({ ...sellerReturnListQueryOptions(page), placeholderData: keepPreviousData });
}
