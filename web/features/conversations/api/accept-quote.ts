import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { conversationKeys } from "./query-keys";

/** POST /api/buyer/quotes/:quoteId/accept: answers the cart line to add (product, quantity, quoted unit price). */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => dataOf(api.POST("/api/buyer/quotes/{quoteId}/accept", { params: { path: { quoteId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all("buyer") }),
  });
}
