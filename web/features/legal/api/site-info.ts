import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** GET /api/public/site-info: the operator as the legal pages name it; changes only when the server restarts. */
export const siteInfoQueryOptions = queryOptions({
  queryKey: ["site-info"],
  queryFn: ({ signal }) => dataOf(api.GET("/api/public/site-info", { signal })),
  staleTime: 60 * 60_000,
});

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}
