import { useQueryClient } from "@tanstack/react-query";
import { useLiveUpdates } from "@web/lib/live-updates";
import { sellerOrderKeys } from "./query-keys";

/**
 * Keeps the seller's orders live: GET /api/seller/events (Server-Sent Events) announces new orders and changes made
 * by others (the buyer cancelling, the admin shipping), and every seller-order query is refreshed on each.
 */
export function useSellerOrderEvents(): void {
  const queryClient = useQueryClient();
  useLiveUpdates("/api/seller/events", "order", () => void queryClient.invalidateQueries({ queryKey: sellerOrderKeys.all }));
}
