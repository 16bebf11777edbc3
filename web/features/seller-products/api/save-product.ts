import type { SellerProductInput } from "@domain/schemas/seller-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerProductKeys } from "./query-keys";

/**
 * POST /api/seller/products (no id: create; 422 PLAN_LIMIT_REACHED at the plan's limit) or
 * PUT /api/seller/products/:id (update). Answers the saved product.
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SellerProductInput }) =>
      id
        ? dataOf(api.PUT("/api/seller/products/{id}", { params: { path: { id } }, body: input }))
        : dataOf(api.POST("/api/seller/products", { body: input })),
    onSuccess: (product) => queryClient.setQueryData(sellerProductKeys.detail(product.id), product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.lists() }),
  });
}
