import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/**
 * GET /api/public/products/:id/delivery-estimate: freight for the minimum order and the delivery window to a PIN
 * code; without one, to a signed-in buyer's default address (or `{ estimate: null }`).
 */
export const deliveryEstimateQueryOptions = (productId: string, pinCode: string | null) =>
  queryOptions({
    queryKey: ["catalog", "delivery-estimate", productId, pinCode],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/api/public/products/{id}/delivery-estimate", {
          params: { path: { id: productId }, query: pinCode ? { pin: pinCode } : {} },
          signal,
        }),
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Asked only on demand: a typed PIN code, or a signed-in buyer's default (`enabled`), never for the first view. */
export function useDeliveryEstimate(productId: string, pinCode: string | null, enabled: boolean) {
  return useQuery({ ...deliveryEstimateQueryOptions(productId, pinCode), enabled });
}
