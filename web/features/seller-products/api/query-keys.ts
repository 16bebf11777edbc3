import type { paths } from "@web/lib/api-schema";

/** The query of GET /api/seller/products as the API document types it (numbers, not the strings of an address). */
export type SellerProductListQuery = NonNullable<paths["/api/seller/products"]["get"]["parameters"]["query"]>;

/**
 * Every query of the seller's catalogue lives under "seller-products" (the dashboard's home query too), so a change
 * refreshes the table, the open product and the home page's counts at once.
 */
export const sellerProductKeys = {
  all: ["seller-products"] as const,
  lists: () => [...sellerProductKeys.all, "list"] as const,
  list: (query: SellerProductListQuery) => [...sellerProductKeys.lists(), query] as const,
  detail: (id: string) => [...sellerProductKeys.all, "detail", id] as const,
};

export const productPath = (id: string) => `/api/seller/products/${encodeURIComponent(id)}`;
