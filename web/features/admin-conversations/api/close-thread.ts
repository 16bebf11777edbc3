import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { adminThreadKeys } from "./query-keys";

/** POST /api/admin/threads/:threadId/close {reason}: answers the thread, now closed (audit-logged). */
export function useCloseThread(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => dataOf(api.POST("/api/admin/threads/{threadId}/close", { params: { path: { threadId } }, body: { reason } })),
    onSuccess: (thread) => queryClient.setQueryData(adminThreadKeys.detail(threadId), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminThreadKeys.all, "list"] }),
  });
}
