import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { SELLER_PROFILE_QUERY_KEY } from "./query-keys";

/** GET /api/seller/profile */
export const sellerProfileQueryOptions = () =>
  queryOptions({
    queryKey: SELLER_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/profile", { signal })),
  });

export function useSellerProfile() {
  return useQuery(sellerProfileQueryOptions());
}
