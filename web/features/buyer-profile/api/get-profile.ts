import type { BuyerProfile } from "@domain/schemas/buyer-profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export const BUYER_PROFILE_QUERY_KEY = ["buyer-profile"] as const;

/** GET /api/buyer/profile */
export const buyerProfileQueryOptions = () =>
  queryOptions({
    queryKey: BUYER_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<BuyerProfile>("/api/buyer/profile", { signal }),
  });

export function useBuyerProfile() {
  return useQuery(buyerProfileQueryOptions());
}
