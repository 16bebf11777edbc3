import type { ProductCsvPreview } from "@domain/schemas/seller-products";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** POST /api/seller/products/import/preview: every row validated (nothing saved), with creates/updates and errors. */
export function usePreviewProductImport() {
  return useMutation({
    mutationFn: (csv: string) => apiFetch<ProductCsvPreview>("/api/seller/products/import/preview", { method: "POST", body: { csv } }),
  });
}
