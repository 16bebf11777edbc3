import type { AdminPlanChange, PlanInput } from "@domain/schemas/admin-subscriptions";
import type { SubscriptionStatus } from "@domain/plans";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export type SubscriptionFilters = { planId?: string; status?: SubscriptionStatus };

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) => void queryClient.invalidateQueries({ queryKey: ["admin", "subscriptions"] });

export function useSubscriptionStats() {
  return useQuery({ queryKey: ["admin", "subscriptions", "stats"], queryFn: ({ signal }) => dataOf(api.GET("/api/admin/subscriptions/stats", { signal })) });
}

/** One page of GET /api/admin/subscriptions (the cursor of the page, null for the first). */
export function useAdminSubscriptions(filters: SubscriptionFilters, cursor: string | null) {
  return useQuery({
    queryKey: ["admin", "subscriptions", "rows", filters, cursor],
    queryFn: ({ signal }) => dataOf(api.GET("/api/admin/subscriptions", { params: { query: { ...filters, limit: 25, cursor: cursor ?? undefined } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPlans() {
  return useQuery({ queryKey: ["admin", "subscriptions", "plans"], queryFn: ({ signal }) => dataOf(api.GET("/api/admin/plans", { signal })) });
}

export function useChangeSellerPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminPlanChange) => dataOf(api.POST("/api/admin/subscriptions/change-plan", { body: change })),
    onSuccess: () => invalidate(queryClient),
  });
}

/** Creates a plan (no id) or saves one. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, plan }: { planId?: string; plan: PlanInput }) =>
      planId ? dataOf(api.PUT("/api/admin/plans/{planId}", { params: { path: { planId } }, body: plan })) : dataOf(api.POST("/api/admin/plans", { body: plan })),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => dataOf(api.DELETE("/api/admin/plans/{planId}", { params: { path: { planId } } })),
    onSuccess: () => invalidate(queryClient),
  });
}
