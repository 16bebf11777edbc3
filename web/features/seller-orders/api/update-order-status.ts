import type { OrderStatus } from "@domain/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerOrderKeys } from "./query-keys";

/** PATCH /api/seller/orders/:orderId/status: the server allows only Processing, Packaging, Ready for Pickup. */
export function useUpdateOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      dataOf(api.PATCH("/api/seller/orders/{orderId}/status", { params: { path: { orderId } }, body: { status } })),
    // Saved or refused, the list shows the order as the server now has it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerOrderKeys.all }),
  });
}
