import type { ProductListFilters as ProductListQuery } from "@domain/schemas/catalog";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import type { paths } from "@web/lib/api-schema";

/** The filters of GET /api/public/products, without the cursor (pages follow nextCursor). */
export type ProductListFilters = Omit<ProductListQuery, "cursor">;

type ProductPageQuery = NonNullable<paths["/api/public/products"]["get"]["parameters"]["query"]>;

/** The query of one page: the filters with a value (as the address carries them), and the next cursor. */
function pageQuery(filters: ProductListFilters, cursor: string | null): ProductPageQuery {
  const { q, category, minPrice, maxPrice, verifiedOnly, inStock, maxMinOrder, minRating, sort, limit } = filters;
  const text = (value: number | undefined) => (value === undefined ? undefined : String(value));
  const flag = (value: boolean | undefined) => (value ? ("true" as const) : undefined);
  return {
    q: q || undefined,
    category,
    minPrice: text(minPrice),
    maxPrice: text(maxPrice),
    verifiedOnly: flag(verifiedOnly),
    inStock: flag(inStock),
    maxMinOrder: text(maxMinOrder),
    minRating: minRating === undefined ? undefined : `${minRating}`,
    sort,
    limit: text(limit),
    cursor: cursor ?? undefined,
  };
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
