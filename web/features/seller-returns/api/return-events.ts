import { useQueryClient } from "@tanstack/react-query";
import { useLiveUpdates } from "@web/lib/live-updates";
import { sellerReturnKeys } from "./query-keys";

/**
 * Keeps the returns page live: the seller's event stream (GET /api/seller/events) announces every order change,
 * a buyer's new return request among them, and the return lists are refreshed on each.
 */
export function useSellerReturnEvents(): void {
  const queryClient = useQueryClient();
  useLiveUpdates("/api/seller/events", "order", () => void queryClient.invalidateQueries({ queryKey: sellerReturnKeys.all }));
}
