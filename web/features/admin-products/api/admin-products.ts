import type { AdminProductChange } from "@domain/schemas/admin-catalog";
import type { CategoryName } from "@domain/categories";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export type ProductFilters = { q?: string; category?: CategoryName; visibility?: "visible" | "hidden" };

/** One page of GET /api/admin/products (the cursor of the page, null for the first). */
export function useAdminProducts(filters: ProductFilters, cursor: string | null) {
  return useQuery({
    queryKey: ["admin", "products", filters, cursor],
    queryFn: ({ signal }) => dataOf(api.GET("/api/admin/products", { params: { query: { ...filters, limit: 25, cursor: cursor ?? undefined } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useChangeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, change }: { productId: string; change: AdminProductChange }) =>
      dataOf(api.PATCH("/api/admin/products/{productId}", { params: { path: { productId } }, body: change })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin", "products"] }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => dataOf(api.DELETE("/api/admin/products/{productId}", { params: { path: { productId } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin", "products"] }),
  });
}
