import type { CategoryName } from "@domain/categories";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** GET /api/public/featured-sellers: sellers whose plan features them (with products in the category, if given). */
export const featuredSellersQueryOptions = (category?: CategoryName) =>
  queryOptions({
    queryKey: ["catalog", "featured-sellers", category ?? null],
    queryFn: ({ signal }) => dataOf(api.GET("/api/public/featured-sellers", { params: { query: { category } }, signal })),
    staleTime: 5 * 60_000,
  });

export function useFeaturedSellers(category?: CategoryName) {
  return useQuery(featuredSellersQueryOptions(category));
}
