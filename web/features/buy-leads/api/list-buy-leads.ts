import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export const buyLeadKeys = { all: ["seller-buy-leads"] as const };

/** GET /api/seller/buy-leads: open requirements in the seller's categories, newest first, one "Load more" page at a time. */
export const buyLeadListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: buyLeadKeys.all,
    queryFn: ({ pageParam, signal }) => dataOf(api.GET("/api/seller/buy-leads", { params: { query: { cursor: pageParam ?? undefined } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Buyers post new requirements all the time: fetch again on every visit.
    staleTime: 0,
  });

export function useBuyLeads() {
  return useInfiniteQuery(buyLeadListQueryOptions());
}
