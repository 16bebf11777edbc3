import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { conversationKeys } from "./query-keys";

/** POST /api/seller/quotes/:quoteId/withdraw: takes back a quotation the buyer has not accepted. */
export function useWithdrawQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => dataOf(api.POST("/api/seller/quotes/{quoteId}/withdraw", { params: { path: { quoteId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all("seller") }),
  });
}
