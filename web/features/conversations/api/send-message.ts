import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { uploadWithProgress } from "@web/lib/upload-with-progress";
import type { Message } from "@domain/schemas/conversations";
import { conversationKeys, threadsPath, type Side } from "./query-keys";

export type OutgoingMessage = { body: string; file: File | null };

/**
 * POST /api/{side}/threads/:threadId/messages (text), or …/attachments?body=caption (multipart field `file`) when a
 * file goes with it. The thread is refreshed after, sent or refused.
 */
export function useSendMessage(side: Side, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file }: OutgoingMessage): Promise<Message> => {
      if (file) {
        const url = `${threadsPath(side)}/${encodeURIComponent(threadId)}/attachments?body=${encodeURIComponent(body)}`;
        return uploadWithProgress<Message>(url, file, { onProgress: () => undefined });
      }
      const request = { params: { path: { threadId } }, body: { body } };
      return side === "buyer"
        ? dataOf(api.POST("/api/buyer/threads/{threadId}/messages", request))
        : dataOf(api.POST("/api/seller/threads/{threadId}/messages", request));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all(side) }),
  });
}
