import type { SellerShippingInput } from "@domain/schemas/freight";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { SELLER_SHIPPING_QUERY_KEY } from "./query-keys";

/** GET /api/seller/shipping: freight by zone, default dispatch days, dispatch PIN code (the defaults until saved). */
export const sellerShippingQueryOptions = () =>
  queryOptions({
    queryKey: SELLER_SHIPPING_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/shipping", { signal })),
  });

export function useSellerShipping() {
  return useQuery(sellerShippingQueryOptions());
}

/** PUT /api/seller/shipping */
export function useUpdateSellerShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerShippingInput) => dataOf(api.PUT("/api/seller/shipping", { body: input })),
    onSuccess: (saved) => queryClient.setQueryData(SELLER_SHIPPING_QUERY_KEY, saved),
  });
}
