import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { sellerProductKeys } from "./query-keys";

/** DELETE /api/seller/products/:id: the product, its media and their stored files; orders keep their snapshot. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE("/api/seller/products/{id}", { params: { path: { id } } });
    },
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: sellerProductKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.all }),
  });
}
