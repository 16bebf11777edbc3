import type { ProductList, ProductListFilters as ProductListQuery } from "@domain/schemas/catalog";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** The filters of GET /api/public/products, without the cursor (pages follow nextCursor). */
export type ProductListFilters = Omit<ProductListQuery, "cursor">;

function toSearchParams(filters: ProductListFilters, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  if (cursor) params.set("cursor", cursor);
  return params;
}

/** GET /api/public/products: a category listing or a search, one "load more" page at a time. */
export const productListQueryOptions = (filters: ProductListFilters) =>
  infiniteQueryOptions({
    queryKey: ["catalog", "products", filters],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ProductList>(`/api/public/products?${toSearchParams(filters, pageParam).toString()}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useProductList(filters: ProductListFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...productListQueryOptions(filters),
    enabled: options.enabled ?? true,
    // While a new filter loads, the previous results stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
}
