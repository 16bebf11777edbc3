import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** POST /api/seller/products/import/preview: every row validated (nothing saved), with creates/updates and errors. */
export function usePreviewProductImport() {
  return useMutation({
    mutationFn: (csv: string) => dataOf(api.POST("/api/seller/products/import/preview", { body: { csv } })),
  });
}
