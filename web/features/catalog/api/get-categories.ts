import type { CategoryList } from "@domain/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** GET /api/public/categories: the 13 categories, which change rarely. */
export const categoriesQueryOptions = queryOptions({
  queryKey: ["catalog", "categories"],
  queryFn: ({ signal }) => apiFetch<CategoryList>("/api/public/categories", { signal }),
  staleTime: 10 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
