import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerPayoutKeys } from "./query-keys";

/** POST /api/seller/payouts/:orderId/queries: one open query per order (409 while one is open). */
export function useRaisePayoutQuery(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queryText: string) =>
      dataOf(api.POST("/api/seller/payouts/{orderId}/queries", { params: { path: { orderId } }, body: { queryText } })),
    // The row shows its open query. Not awaited: the refetched row no longer has the dialog, and the caller's own
    // onSuccess (its toast) would not run once the dialog had unmounted.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellerPayoutKeys.all });
    },
  });
}
