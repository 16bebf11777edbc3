import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { productPath, sellerProductKeys } from "./query-keys";

/** DELETE /api/seller/products/:id: the product, its media and their stored files; orders keep their snapshot. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(productPath(id), { method: "DELETE" }),
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: sellerProductKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.all }),
  });
}
