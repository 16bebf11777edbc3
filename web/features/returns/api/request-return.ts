import type { CreateReturnRequest, ReturnRequest } from "@domain/schemas/order-returns";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** POST /api/buyer/orders/:orderId/returns */
export function useRequestReturn(orderId: string) {
  return useMutation({
    mutationFn: (input: CreateReturnRequest) =>
      apiFetch<ReturnRequest>(`/api/buyer/orders/${encodeURIComponent(orderId)}/returns`, { method: "POST", body: input }),
  });
}
