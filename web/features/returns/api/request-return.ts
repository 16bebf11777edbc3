import type { CreateReturnRequest } from "@domain/schemas/order-returns";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** POST /api/buyer/orders/:orderId/returns */
export function useRequestReturn(orderId: string) {
  return useMutation({
    mutationFn: (input: CreateReturnRequest) =>
      dataOf(api.POST("/api/buyer/orders/{orderId}/returns", { params: { path: { orderId } }, body: input })),
  });
}
