import { api, dataOf } from "@web/lib/api";

/** PUT /api/seller/products/:id/media/order: every medium of the product, in the new display order. */
export function reorderProductMedia(productId: string, mediaIds: string[]) {
  return dataOf(api.PUT("/api/seller/products/{id}/media/order", { params: { path: { id: productId } }, body: { mediaIds } }));
}
