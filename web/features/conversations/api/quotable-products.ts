import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/**
 * GET /api/seller/products (the seller's own catalogue, by name): the active ones are what a quotation may offer.
 * One page of the most the endpoint gives; a seller with more types a name to narrow it.
 */
export const quotableProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["conversations", "seller", "quotable-products", search],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/api/seller/products", { params: { query: { q: search || undefined, sort: "name_asc", page: 1, pageSize: 100 } }, signal })),
    select: (page) => page.items.filter((product) => product.isActive),
    staleTime: 60_000,
  });

export function useQuotableProducts(search: string) {
  return useQuery(quotableProductsQueryOptions(search));
}
