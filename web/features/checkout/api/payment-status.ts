import type { PaymentStatus } from "@domain/schemas/payment-status";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** How often, and for how long, the payment pages ask again while the payment or its refund is still pending. */
export const PENDING_POLL_INTERVAL_MS = 3_000;
export const PENDING_POLL_DURATION_MS = 2 * 60_000;

/** GET /api/payments/status/:orderId: verified with the provider; a PAID payment is turned into orders on the way. */
export const paymentStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["payment-status", orderId],
    queryFn: ({ signal }) => dataOf(api.GET("/api/payments/status/{orderId}", { params: { path: { orderId } }, signal })),
    retry: false,
    staleTime: 0,
  });

/** True while the answer may still change by itself: the provider has not confirmed, or a refund has not settled. */
export function isAwaitingSettlement(data: PaymentStatus | undefined): boolean {
  if (data?.status === "pending") return true;
  return data?.status === "refunded" && (data.refund === null || data.refund.status === "pending");
}

/** The next poll's delay: every few seconds while awaiting settlement, for a couple of minutes after `since`. */
export function pollDelay(data: PaymentStatus | undefined, since: number, now: number): number | false {
  return isAwaitingSettlement(data) && now - since < PENDING_POLL_DURATION_MS ? PENDING_POLL_INTERVAL_MS : false;
}

/** With `pollSince` (when the page started waiting), asks again while the payment or its refund is pending. */
export function usePaymentStatus(orderId: string, options: { pollSince?: number } = {}) {
  const { pollSince } = options;
  return useQuery({
    ...paymentStatusQueryOptions(orderId),
    enabled: orderId !== "",
    refetchInterval: (query) => (pollSince === undefined ? false : pollDelay(query.state.data, pollSince, Date.now())),
  });
}
