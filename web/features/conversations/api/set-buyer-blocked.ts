import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { conversationKeys } from "./query-keys";

/** PUT (block) or DELETE (unblock) /api/seller/threads/:threadId/block: the conversation's buyer. */
export function useSetBuyerBlocked(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => {
      const request = { params: { path: { threadId } } };
      return blocked
        ? dataOf(api.PUT("/api/seller/threads/{threadId}/block", request))
        : dataOf(api.DELETE("/api/seller/threads/{threadId}/block", request));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all("seller") }),
  });
}
