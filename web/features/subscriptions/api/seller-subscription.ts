import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

const SUBSCRIPTION_KEY = ["seller", "subscription"] as const;

/** GET /api/seller/subscription: the plan in force and the listings it allows (sellers only). */
export function useSellerSubscription(enabled = true) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/subscription", { signal })),
    enabled,
  });
}

/** GET /api/seller/subscription/invoices: the seller's GST tax invoices, newest first. */
export function useSellerInvoices() {
  return useQuery({
    queryKey: [...SUBSCRIPTION_KEY, "invoices"],
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/subscription/invoices", { signal })),
  });
}

/** The PDF of one invoice (a same-origin link: the session cookie goes with it). */
export const invoicePdfUrl = (invoiceId: string) => `/api/seller/subscription/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/** POST /api/seller/subscription/checkout: only the plan; the server prices it. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => dataOf(api.POST("/api/seller/subscription/checkout", { body: { planId, billingCycle: "monthly" } })),
    onSuccess: (answer) => {
      if (answer.kind === "activated") void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    },
  });
}

/** POST /api/public/sales-enquiries: Enterprise's Contact Sales. */
export function useSalesEnquiry() {
  return useMutation({
    mutationFn: (body: { companyName: string; contactName: string; email: string; phone: string; message: string; planId?: string }) =>
      dataOf(api.POST("/api/public/sales-enquiries", { body })),
  });
}
