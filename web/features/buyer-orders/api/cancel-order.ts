import type { BuyerOrderDetail } from "@domain/schemas/buyer-orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { buyerOrderKeys } from "./query-keys";

/** POST /api/buyer/orders/:orderId/cancel: answers the cancelled order, refund state included. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<BuyerOrderDetail>(`/api/buyer/orders/${encodeURIComponent(orderId)}/cancel`, { method: "POST" }),
    onSuccess: (order) => queryClient.setQueryData(buyerOrderKeys.detail(orderId), order),
    // Refused or not, the order may have changed meanwhile: show it, the list and the totals as they now are.
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyerOrderKeys.all }),
  });
}
