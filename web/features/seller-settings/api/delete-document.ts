import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { SELLER_DOCUMENTS_QUERY_KEY } from "./query-keys";

/** DELETE /api/seller/documents/:id */
export function useDeleteSellerDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE("/api/seller/documents/{id}", { params: { path: { id } } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SELLER_DOCUMENTS_QUERY_KEY }),
  });
}
