import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** GET /api/public/categories: the 13 categories, which change rarely. */
export const categoriesQueryOptions = queryOptions({
  queryKey: ["catalog", "categories"],
  queryFn: ({ signal }) => dataOf(api.GET("/api/public/categories", { signal })),
  staleTime: 10 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
