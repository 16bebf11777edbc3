import type { ADMIN_USER_ROLES, AdminUserChange } from "@domain/schemas/admin-users";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export type UserFilters = { q?: string; role?: (typeof ADMIN_USER_ROLES)[number]; active?: "true" | "false"; verified?: "true" | "false" };

/** One page of GET /api/admin/users (the cursor of the page, null for the first). */
export function useAdminUsers(filters: UserFilters, cursor: string | null) {
  return useQuery({
    queryKey: ["admin", "users", filters, cursor],
    queryFn: ({ signal }) => dataOf(api.GET("/api/admin/users", { params: { query: { ...filters, limit: 25, cursor: cursor ?? undefined } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: AdminUserChange }) =>
      dataOf(api.PATCH("/api/admin/users/{userId}", { params: { path: { userId } }, body: change })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}

/** DELETE /api/admin/users/:userId: removed, or anonymised when its books must be kept. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => dataOf(api.DELETE("/api/admin/users/{userId}", { params: { path: { userId } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}
