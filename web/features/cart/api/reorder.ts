import type { CartUpdate } from "@domain/schemas/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { SERVER_CART_QUERY_KEY } from "./get-cart";

/** POST /api/buyer/orders/{orderId}/reorder: "Buy again". */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string): Promise<CartUpdate> => dataOf(api.POST("/api/buyer/orders/{orderId}/reorder", { params: { path: { orderId } } })),
    onSuccess: (update) => queryClient.setQueryData(SERVER_CART_QUERY_KEY, update.cart),
  });
}
