import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { wishlistKeys } from "./query-keys";

/** GET /api/buyer/wishlist/:productId */
export const wishlistStatusQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: wishlistKeys.status(productId),
    queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/wishlist/{productId}", { params: { path: { productId } }, signal })),
  });

/** Whether the product is saved; asked only for users who have a wishlist (`enabled`). */
export function useWishlistStatus(productId: string, enabled: boolean) {
  return useQuery({ ...wishlistStatusQueryOptions(productId), enabled });
}
