import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { ApiError } from "@web/lib/api-client";

/** GET /api/public/sellers/{sellerId} */
export const sellerProfileQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: ["catalog", "seller", sellerId],
    queryFn: ({ signal }) => dataOf(api.GET("/api/public/sellers/{sellerId}", { params: { path: { sellerId } }, signal })),
    // A seller the server rendered as "not found" stays so in the browser (no refetch, no spinner in between).
    retryOnMount: false,
  });

export function useSellerProfile(sellerId: string) {
  return useQuery(sellerProfileQueryOptions(sellerId));
}

/** A 404 (unknown, deactivated, not a seller) or a 400 (not even an id) both mean there is no seller to show. */
export function isSellerNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
