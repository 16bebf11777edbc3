import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** Products share the root "seller-products", so a catalogue change refreshes the home page's counts and list too. */
export const SELLER_DASHBOARD_QUERY_KEY = ["seller-products", "dashboard"] as const;

/** GET /api/seller/dashboard: the counts and the 5 newest products, counted by the server in one request. */
export const sellerDashboardQueryOptions = queryOptions({
  queryKey: SELLER_DASHBOARD_QUERY_KEY,
  queryFn: ({ signal }) => dataOf(api.GET("/api/seller/dashboard", { signal })),
});

export function useSellerDashboard() {
  return useQuery(sellerDashboardQueryOptions);
}
