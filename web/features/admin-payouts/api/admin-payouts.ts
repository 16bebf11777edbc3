import type { AdminPayoutChange } from "@domain/schemas/admin-payouts";
import type { PayoutStatus } from "@domain/orders";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { uploadWithProgress } from "@web/lib/upload-with-progress";

export type PayoutFilters = { status?: PayoutStatus; due?: "true"; sellerId?: string; q?: string };

/**
 * GET /api/admin/payouts/export.csv: the bank's bulk-upload CSV of everything due now (or one seller's dues). A plain
 * link: the browser downloads the attachment with the session cookie.
 */
export function payoutBatchCsvUrl(sellerId?: string): string {
  return sellerId ? `/api/admin/payouts/export.csv?sellerId=${encodeURIComponent(sellerId)}` : "/api/admin/payouts/export.csv";
}

/** GET /api/admin/tax-reports/{month}/tcs.csv (GSTR-8) or tds.csv of an India month: a plain download link. */
export const taxReportUrl = (month: string, report: "tcs" | "tds") => `/api/admin/tax-reports/${encodeURIComponent(month)}/${report}.csv`;

const invalidatePayouts = (queryClient: ReturnType<typeof useQueryClient>) => void queryClient.invalidateQueries({ queryKey: ["admin", "payouts"] });

/** One page of GET /api/admin/payouts (the cursor of the page, null for the first). */
export function useAdminPayouts(filters: PayoutFilters, cursor: string | null) {
  return useQuery({
    queryKey: ["admin", "payouts", "rows", filters, cursor],
    queryFn: ({ signal }) => dataOf(api.GET("/api/admin/payouts", { params: { query: { ...filters, limit: 25, cursor: cursor ?? undefined } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useSellerDues() {
  return useQuery({ queryKey: ["admin", "payouts", "due"], queryFn: ({ signal }) => dataOf(api.GET("/api/admin/payouts/due", { signal })) });
}

export function usePayoutQueries() {
  return useQuery({ queryKey: ["admin", "payouts", "queries"], queryFn: ({ signal }) => dataOf(api.GET("/api/admin/payout-queries", { signal })) });
}

export function useManualRefunds() {
  return useQuery({ queryKey: ["admin", "payouts", "manual-refunds"], queryFn: ({ signal }) => dataOf(api.GET("/api/admin/manual-refunds", { signal })) });
}

export function useChangePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, change }: { orderId: string; change: AdminPayoutChange }) =>
      dataOf(api.PATCH("/api/admin/payouts/{orderId}", { params: { path: { orderId } }, body: change })),
    onSuccess: () => invalidatePayouts(queryClient),
  });
}

/** Uploads the screenshot of a payout about to be marked Paid; resolves with the key PATCH names. */
export function uploadPayoutScreenshot(orderId: string, file: File, onProgress: (fraction: number) => void) {
  return uploadWithProgress<{ screenshotKey: string }>(`/api/admin/payouts/${encodeURIComponent(orderId)}/screenshot`, file, { onProgress });
}

export function useResolveQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queryId: string) => dataOf(api.POST("/api/admin/payout-queries/{queryId}/resolve", { params: { path: { queryId } } })),
    onSuccess: () => invalidatePayouts(queryClient),
  });
}

export function useSettleRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, reference }: { refundId: string; reference: string }) =>
      dataOf(api.POST("/api/admin/manual-refunds/{refundId}/settle", { params: { path: { refundId } }, body: { reference } })),
    onSuccess: () => invalidatePayouts(queryClient),
  });
}
