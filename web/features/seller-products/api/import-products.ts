import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerProductKeys } from "./query-keys";

/** POST /api/seller/products/import: all rows or none, in one transaction, within the plan limit. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => dataOf(api.POST("/api/seller/products/import", { body: { csv } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.all }),
  });
}
