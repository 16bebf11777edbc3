import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export const BUYER_PROFILE_QUERY_KEY = ["buyer-profile"] as const;

/** GET /api/buyer/profile */
export const buyerProfileQueryOptions = () =>
  queryOptions({
    queryKey: BUYER_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/profile", { signal })),
  });

export function useBuyerProfile() {
  return useQuery(buyerProfileQueryOptions());
}
