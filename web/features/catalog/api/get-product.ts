import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { ApiError } from "@web/lib/api-client";

/** GET /api/public/products/:id */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["catalog", "product", id],
    queryFn: ({ signal }) => dataOf(api.GET("/api/public/products/{id}", { params: { path: { id } }, signal })),
    // A product the server rendered as "not found" stays so in the browser (no refetch, no spinner in between).
    retryOnMount: false,
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

/** A 404 (missing, inactive) or a 400 (not even an id) both mean there is no such product to show. */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
