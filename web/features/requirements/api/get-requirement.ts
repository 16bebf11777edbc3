import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { requirementKeys } from "./query-keys";

/** GET /api/buyer/requirements/:requirementId: one of the buyer's requirements (404 for anyone else's). */
export const requirementQueryOptions = (requirementId: string) =>
  queryOptions({
    queryKey: requirementKeys.detail(requirementId),
    queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/requirements/{requirementId}", { params: { path: { requirementId } }, signal })),
    // Responses come from sellers meanwhile: fetch again on every visit.
    staleTime: 0,
  });

export function useRequirement(requirementId: string) {
  return useQuery(requirementQueryOptions(requirementId));
}
