import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export const SERVER_CART_QUERY_KEY = ["buyer-cart"] as const;

/** GET /api/buyer/cart: the signed-in buyer's cart, the same on every device, each line with current catalogue data. */
export const serverCartQueryOptions = () =>
  queryOptions({
    queryKey: SERVER_CART_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/cart", { signal })),
    staleTime: 10_000,
  });

export function useServerCart(enabled: boolean) {
  return useQuery({ ...serverCartQueryOptions(), enabled });
}
