import { api } from "@web/lib/api";

/** DELETE /api/seller/products/:id/media/:mediaId: removes the medium and its stored files. */
export async function deleteProductMedia(productId: string, mediaId: string): Promise<void> {
  await api.DELETE("/api/seller/products/{id}/media/{mediaId}", { params: { path: { id: productId, mediaId } } });
}
