import { isValidIfsc, normaliseIfsc } from "@domain/india/ifsc";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** GET /api/seller/ifsc/:code: asked only once the typed code is well formed; an unknown code fails (422). */
export const ifscLookupQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["seller-settings", "ifsc", code] as const,
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/ifsc/{code}", { params: { path: { code } }, signal })),
    staleTime: Infinity,
    retry: false,
  });

export function useIfscLookup(typed: string) {
  const code = normaliseIfsc(typed);
  return useQuery({ ...ifscLookupQueryOptions(code), enabled: isValidIfsc(code) });
}
