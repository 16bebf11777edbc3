import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

const POLL_INTERVAL_MS = 3_000;
const POLL_DURATION_MS = 2 * 60_000;

/**
 * GET /api/seller/subscription/payments/:orderId: the server asks the provider and activates the plan once when it is
 * paid. Asks again every few seconds while the provider still says pending, for a couple of minutes after `since`.
 */
export function useSubscriptionPayment(orderId: string, since: number) {
  return useQuery({
    queryKey: ["subscription-payment", orderId],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/api/seller/subscription/payments/{paymentOrderId}", { params: { path: { paymentOrderId: orderId } }, signal })),
    enabled: orderId !== "",
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.outcome === "pending" && Date.now() - since < POLL_DURATION_MS ? POLL_INTERVAL_MS : false),
  });
}
