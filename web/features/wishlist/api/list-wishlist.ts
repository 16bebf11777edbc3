import type { WishlistList } from "@domain/schemas/wishlist";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { wishlistKeys } from "./query-keys";

/** GET /api/buyer/wishlist: most recently saved first, one "load more" page at a time. */
export const wishlistQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: wishlistKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<WishlistList>(`/api/buyer/wishlist${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useWishlist() {
  return useInfiniteQuery(wishlistQueryOptions());
}
