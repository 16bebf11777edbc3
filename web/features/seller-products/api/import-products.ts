import type { productCsvImportResultSchema } from "@domain/schemas/seller-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@web/lib/api-client";
import { sellerProductKeys } from "./query-keys";

export type ProductCsvImportResult = z.infer<typeof productCsvImportResultSchema>;

/** POST /api/seller/products/import: all rows or none, in one transaction, within the plan limit. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => apiFetch<ProductCsvImportResult>("/api/seller/products/import", { method: "POST", body: { csv } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.all }),
  });
}
