import type { RequirementInput } from "@domain/schemas/requirements";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { requirementKeys } from "./query-keys";

/** POST /api/buyer/requirements: answers the stored requirement (open for 30 days). */
export function usePostRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequirementInput) => dataOf(api.POST("/api/buyer/requirements", { body: input })),
    onSuccess: (requirement) => {
      queryClient.setQueryData(requirementKeys.detail(requirement.id), requirement);
      return queryClient.invalidateQueries({ queryKey: requirementKeys.list() });
    },
  });
}
