import { useQueryClient } from "@tanstack/react-query";
import { useLiveUpdates } from "@web/lib/live-updates";
import { buyerOrderKeys } from "./query-keys";

/**
 * Keeps the buyer's order pages live: GET /api/buyer/events (Server-Sent Events) announces changes to the buyer's
 * orders, and every buyer-order query is refreshed on each (and after a reconnection).
 */
export function useBuyerOrderEvents(): void {
  const queryClient = useQueryClient();
  useLiveUpdates("/api/buyer/events", "order", () => void queryClient.invalidateQueries({ queryKey: buyerOrderKeys.all }));
}
