import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { wishlistKeys } from "./query-keys";

/** GET /api/buyer/wishlist: most recently saved first, one "load more" page at a time. */
export const wishlistQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: wishlistKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      dataOf(api.GET("/api/buyer/wishlist", { params: { query: { cursor: pageParam ?? undefined } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useWishlist() {
  return useInfiniteQuery(wishlistQueryOptions());
}
