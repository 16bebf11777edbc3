import { apiFetch } from "@web/lib/api-client";
import { productPath } from "./query-keys";

/** PUT /api/seller/products/:id/media/order: every medium of the product, in the new display order. */
export function reorderProductMedia(productId: string, mediaIds: string[]): Promise<unknown> {
  return apiFetch<unknown>(`${productPath(productId)}/media/order`, { method: "PUT", body: { mediaIds } });
}
