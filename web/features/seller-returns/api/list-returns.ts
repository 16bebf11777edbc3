import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerReturnKeys } from "./query-keys";

/** GET /api/seller/returns: the seller's return and exchange requests (of orders matching `q`), newest first, one page at a time. */
export const sellerReturnListQueryOptions = (page: number, q?: string) =>
  queryOptions({
    queryKey: sellerReturnKeys.list(page, q),
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/returns", { params: { query: { page, q } }, signal })),
  });

export function useSellerReturns(page: number, q?: string) {
  return useQuery({ ...sellerReturnListQueryOptions(page, q), placeholderData: keepPreviousData });
}
