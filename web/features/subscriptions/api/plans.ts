import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** GET /api/public/plans: the plans on offer, cheapest first, each priced with GST by the server. */
export const plansQueryOptions = queryOptions({
  queryKey: ["plans"],
  queryFn: ({ signal }) => dataOf(api.GET("/api/public/plans", { signal })),
  staleTime: 5 * 60_000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
