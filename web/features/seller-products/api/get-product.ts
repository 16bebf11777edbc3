import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerProductKeys } from "./query-keys";

/** GET /api/seller/products/:id: one of the seller's products with its media in display order. */
export const sellerProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sellerProductKeys.detail(id),
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/products/{id}", { params: { path: { id } }, signal })),
    // The form is filled once from what is loaded; a refetch while editing would not change it anyway.
    staleTime: 0,
  });

/** Loads only while the edit dialog is open for a product (`id` null otherwise). */
export function useSellerProduct(id: string | null) {
  return useQuery({ ...sellerProductQueryOptions(id ?? ""), enabled: id !== null });
}
