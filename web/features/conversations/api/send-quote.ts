import type { QuoteInput } from "@domain/schemas/conversations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { conversationKeys } from "./query-keys";

/** POST /api/seller/threads/:threadId/quotes: a quotation for one of the seller's own products. */
export function useSendQuote(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteInput) => dataOf(api.POST("/api/seller/threads/{threadId}/quotes", { params: { path: { threadId } }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all("seller") }),
  });
}
