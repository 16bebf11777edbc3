import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { requirementKeys } from "./query-keys";

/** POST /api/buyer/requirements/:requirementId/cancel: answers the requirement, now cancelled (409 once not open). */
export function useCancelRequirement(requirementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.POST("/api/buyer/requirements/{requirementId}/cancel", { params: { path: { requirementId } } })),
    onSuccess: (requirement) => queryClient.setQueryData(requirementKeys.detail(requirementId), requirement),
    // Refused or not, it may have changed meanwhile (expired, fulfilled): show it as it now is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: requirementKeys.all }),
  });
}
