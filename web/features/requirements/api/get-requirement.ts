import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { hasErrorCode } from "@web/lib/api-client";
import { requirementKeys } from "./query-keys";

/** GET /api/buyer/requirements/:requirementId: one of the buyer's requirements (404 for anyone else's). */
export const requirementQueryOptions = (requirementId: string) =>
  queryOptions({
    queryKey: requirementKeys.detail(requirementId),
    queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/requirements/{requirementId}", { params: { path: { requirementId } }, signal })),
    // A missing requirement stays missing: no retries.
    retry: (failures, error) => !hasErrorCode(error, "REQUIREMENT_NOT_FOUND") && failures < 2,
  });

export function useRequirement(requirementId: string) {
  return useQuery(requirementQueryOptions(requirementId));
}
