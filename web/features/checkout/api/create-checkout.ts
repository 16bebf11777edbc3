import type { CheckoutRequest } from "@domain/schemas/checkout";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { CURRENT_USER_QUERY_KEY } from "@web/lib/current-user";

/** POST /api/buyer/checkouts: the server prices the cart and answers only the payment session to open. */
export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckoutRequest) => dataOf(api.POST("/api/buyer/checkouts", { body: request })),
    // The entered details were saved to the profile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
