import { apiFetch } from "@web/lib/api-client";
import { productPath } from "./query-keys";

/** DELETE /api/seller/products/:id/media/:mediaId: removes the medium and its stored files. */
export function deleteProductMedia(productId: string, mediaId: string): Promise<void> {
  return apiFetch<void>(`${productPath(productId)}/media/${encodeURIComponent(mediaId)}`, { method: "DELETE" });
}
