import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { requirementKeys } from "./query-keys";

/** GET /api/buyer/threads?requirementId=: the sellers' answers to one requirement, as conversations (one per seller). */
export const requirementAnswersQueryOptions = (requirementId: string) =>
  queryOptions({
    queryKey: requirementKeys.answers(requirementId),
    queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/threads", { params: { query: { requirementId, limit: 50 } }, signal })),
    // Sellers answer meanwhile: fetch again on every visit.
    staleTime: 0,
  });

export function useRequirementAnswers(requirementId: string) {
  return useQuery(requirementAnswersQueryOptions(requirementId));
}
