import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** GET /api/public/sellers/{sellerId}/products: the seller's active products, newest first, one "load more" page at a time. */
export const sellerProductsQueryOptions = (sellerId: string) =>
  infiniteQueryOptions({
    queryKey: ["catalog", "seller-products", sellerId],
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET("/api/public/sellers/{sellerId}/products", {
          params: { path: { sellerId }, query: { cursor: pageParam ?? undefined } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    retryOnMount: false,
  });

export function useSellerProducts(sellerId: string) {
  return useInfiniteQuery(sellerProductsQueryOptions(sellerId));
}
