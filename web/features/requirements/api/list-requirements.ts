import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { requirementKeys } from "./query-keys";

/** GET /api/buyer/requirements: the buyer's requirements, newest first, one "Load more" page at a time. */
export const requirementListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: requirementKeys.list(),
    queryFn: ({ pageParam, signal }) => dataOf(api.GET("/api/buyer/requirements", { params: { query: { cursor: pageParam ?? undefined } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Response counts and states change without the buyer doing anything: fetch again on every visit.
    staleTime: 0,
  });

export function useRequirementList() {
  return useInfiniteQuery(requirementListQueryOptions());
}
