import type { WishlistStatus } from "@domain/schemas/wishlist";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { wishlistKeys } from "./query-keys";

/** GET /api/buyer/wishlist/:productId */
export const wishlistStatusQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: wishlistKeys.status(productId),
    queryFn: ({ signal }) => apiFetch<WishlistStatus>(`/api/buyer/wishlist/${encodeURIComponent(productId)}`, { signal }),
  });

/** Whether the product is saved; asked only for users who have a wishlist (`enabled`). */
export function useWishlistStatus(productId: string, enabled: boolean) {
  return useQuery({ ...wishlistStatusQueryOptions(productId), enabled });
}
