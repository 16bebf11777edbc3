import type { SellerProduct, SellerProductInput } from "@domain/schemas/seller-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { productPath, sellerProductKeys } from "./query-keys";

/**
 * POST /api/seller/products (no id: create; 422 PLAN_LIMIT_REACHED at the plan's limit) or
 * PUT /api/seller/products/:id (update). Answers the saved product.
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SellerProductInput }) =>
      id
        ? apiFetch<SellerProduct>(productPath(id), { method: "PUT", body: input })
        : apiFetch<SellerProduct>("/api/seller/products", { method: "POST", body: input }),
    onSuccess: (product) => queryClient.setQueryData(sellerProductKeys.detail(product.id), product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.lists() }),
  });
}
