import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { buyerOrderKeys } from "./query-keys";

/** POST /api/buyer/orders/:orderId/cancel: answers the cancelled order, refund state included. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.POST("/api/buyer/orders/{orderId}/cancel", { params: { path: { orderId } } })),
    onSuccess: (order) => queryClient.setQueryData(buyerOrderKeys.detail(orderId), order),
    // Refused or not, the order may have changed meanwhile: show it, the list and the totals as they now are.
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyerOrderKeys.all }),
  });
}
