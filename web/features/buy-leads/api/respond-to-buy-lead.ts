import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { buyLeadKeys } from "./list-buy-leads";

/** POST /api/seller/buy-leads/:requirementId/respond: answers the conversation opened (or continued) with the buyer. */
export function useRespondToBuyLead(requirementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => dataOf(api.POST("/api/seller/buy-leads/{requirementId}/respond", { params: { path: { requirementId } }, body: { message } })),
    // The lead now shows "Open conversation"; refused (gone, closed), it may have left the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyLeadKeys.all }),
  });
}
