import type { VerificationDecision } from "@domain/schemas/admin-overview";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export function useAdminOverview() {
  return useQuery({ queryKey: ["admin", "overview"], queryFn: ({ signal }) => dataOf(api.GET("/api/admin/overview", { signal })) });
}

export function usePendingVerifications() {
  return useInfiniteQuery({
    queryKey: ["admin", "verifications"],
    queryFn: ({ pageParam, signal }) => dataOf(api.GET("/api/admin/verifications", { params: { query: { cursor: pageParam ?? undefined } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, decision }: { sellerId: string; decision: VerificationDecision }) =>
      dataOf(api.POST("/api/admin/verifications/{sellerId}", { params: { path: { sellerId } }, body: decision })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export const adminDocumentUrl = (documentId: string) => `/api/admin/documents/${encodeURIComponent(documentId)}/file`;
