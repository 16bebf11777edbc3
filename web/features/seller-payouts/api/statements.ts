import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerPayoutKeys } from "./query-keys";

/** The seller's statement of an India month: same-origin links, so the browser downloads them with the session cookie. */
export const statementUrl = (month: string, format: "csv" | "pdf") => `/api/seller/statements/${encodeURIComponent(month)}.${format}`;

/** The platform's tax invoice for a month's fees, as a PDF. */
export const feeInvoicePdfUrl = (month: string) => `/api/seller/fee-invoices/${encodeURIComponent(month)}.pdf`;

/** GET /api/seller/fee-invoices: the platform's monthly invoices for the seller's fees, newest month first. */
export function useFeeInvoices() {
  return useQuery({
    queryKey: [...sellerPayoutKeys.all, "fee-invoices"],
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/fee-invoices", { signal })),
  });
}
