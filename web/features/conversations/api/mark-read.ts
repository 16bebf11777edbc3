import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { conversationKeys, type Side } from "./query-keys";

/** POST /api/{side}/threads/:threadId/read: the caller has read the thread up to now (the badges go down). */
export function useMarkThreadRead(side: Side) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (threadId: string) => {
      const params = { path: { threadId } };
      await (side === "buyer" ? api.POST("/api/buyer/threads/{threadId}/read", { params }) : api.POST("/api/seller/threads/{threadId}/read", { params }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all(side) }),
  });
}
