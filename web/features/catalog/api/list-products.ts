import type { ProductListFilters as ProductListQuery } from "@domain/schemas/catalog";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** The filters of GET /api/public/products, without the cursor (pages follow nextCursor). */
export type ProductListFilters = Omit<ProductListQuery, "cursor">;

/** The query of one page: the filters with a value, and the cursor of the page after the previous one. */
function pageQuery(filters: ProductListFilters, cursor: string | null) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ""));
  return { ...query, ...(cursor ? { cursor } : {}) };
}

/** GET /api/public/products: a category listing or a search, one "load more" page at a time. */
export const productListQueryOptions = (filters: ProductListFilters) =>
  infiniteQueryOptions({
    queryKey: ["catalog", "products", filters],
    queryFn: ({ pageParam, signal }) =>
      dataOf(api.GET("/api/public/products", { params: { query: pageQuery(filters, pageParam) }, signal })),
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
