import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export function useGlobalFee() {
  return useQuery({ queryKey: ["admin", "global-fee"], queryFn: ({ signal }) => dataOf(api.GET("/api/admin/settings/platform-fee", { signal })) });
}

export function useSaveGlobalFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (percent: number) => dataOf(api.PUT("/api/admin/settings/platform-fee", { body: { percent } })),
    onSuccess: (saved) => queryClient.setQueryData(["admin", "global-fee"], saved),
  });
}

export function useGrantAdmin() {
  return useMutation({ mutationFn: (email: string) => dataOf(api.POST("/api/admin/admins", { body: { email } })) });
}
