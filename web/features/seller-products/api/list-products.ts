import type { SellerProductListQuery, SellerProductPage } from "@domain/schemas/seller-products";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { sellerProductKeys } from "./query-keys";

/** GET /api/seller/products: one page of the seller's own products, searched by name and sorted; with the allowance. */
export const sellerProductsQueryOptions = (query: SellerProductListQuery) =>
  queryOptions({
    queryKey: sellerProductKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
      return apiFetch<SellerProductPage>(`/api/seller/products?${params.toString()}`, { signal });
    },
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useSellerProducts(query: SellerProductListQuery) {
  return useQuery({ ...sellerProductsQueryOptions(query), placeholderData: keepPreviousData });
}
