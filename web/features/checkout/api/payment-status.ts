import type { PaymentStatus } from "@domain/schemas/payment-status";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** How often, and for how long, the status page asks again while the provider reports the payment pending. */
export const PENDING_POLL_INTERVAL_MS = 3_000;
export const PENDING_POLL_DURATION_MS = 2 * 60_000;

/** GET /api/payments/status/:orderId: verified with the provider; a PAID payment is turned into orders on the way. */
export const paymentStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["payment-status", orderId],
    queryFn: ({ signal }) => apiFetch<PaymentStatus>(`/api/payments/status/${encodeURIComponent(orderId)}`, { signal }),
    retry: false,
    staleTime: 0,
  });

/** With `poll`, asks again every few seconds while pending, for a couple of minutes after `since`. */
export function usePaymentStatus(orderId: string, options: { poll?: boolean; since?: number } = {}) {
  const since = options.since ?? 0;
  return useQuery({
    ...paymentStatusQueryOptions(orderId),
    enabled: orderId !== "",
    refetchInterval: (query) =>
      options.poll && query.state.data?.status === "pending" && Date.now() - since < PENDING_POLL_DURATION_MS
        ? PENDING_POLL_INTERVAL_MS
        : false,
  });
}
