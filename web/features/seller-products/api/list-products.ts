import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { type SellerProductListQuery, sellerProductKeys } from "./query-keys";

/** GET /api/seller/products: one page of the seller's own products, searched by name and sorted; with the allowance. */
export const sellerProductsQueryOptions = (query: SellerProductListQuery) =>
  queryOptions({
    queryKey: sellerProductKeys.list(query),
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/products", { params: { query }, signal })),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useSellerProducts(query: SellerProductListQuery) {
  return useQuery({ ...sellerProductsQueryOptions(query), placeholderData: keepPreviousData });
}
