import type { AdminOrderStatusInput } from "@domain/schemas/admin-orders";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** `status`: one status or several separated by commas (Logistics). */
export type OrderFilters = { q?: string; status?: string };

/** One page of GET /api/admin/orders (the cursor of the page, null for the first). */
export function useAdminOrders(filters: OrderFilters, cursor: string | null) {
  return useQuery({
    queryKey: ["admin", "orders", filters, cursor],
    queryFn: ({ signal }) => dataOf(api.GET("/api/admin/orders", { params: { query: { ...filters, limit: 25, cursor: cursor ?? undefined } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, change }: { orderId: string; change: AdminOrderStatusInput }) =>
      dataOf(api.PATCH("/api/admin/orders/{orderId}/status", { params: { path: { orderId } }, body: change })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin", "orders"] }),
  });
}
