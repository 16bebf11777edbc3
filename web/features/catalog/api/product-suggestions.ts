import { queryOptions } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** GET /api/public/products/suggestions: up to 8 product names for what has been typed. */
export const productSuggestionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ["catalog", "suggestions", term.toLowerCase()],
    queryFn: ({ signal }) => dataOf(api.GET("/api/public/products/suggestions", { params: { query: { q: term } }, signal })),
    staleTime: 60_000,
  });
