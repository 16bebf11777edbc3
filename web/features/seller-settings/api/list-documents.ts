import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { SELLER_DOCUMENTS_QUERY_KEY } from "./query-keys";

/** GET /api/seller/documents */
export const sellerDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: SELLER_DOCUMENTS_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/documents", { signal })),
  });

export function useSellerDocuments() {
  return useQuery(sellerDocumentsQueryOptions());
}
