import type { paths } from "@web/lib/api-schema";
import { type UploadOptions, uploadWithProgress } from "@web/lib/upload-with-progress";
import { productPath } from "./query-keys";

/** The stored medium the upload answers, as the API document types it. */
export type UploadedMedia = paths["/api/seller/products/{id}/media"]["post"]["responses"][201]["content"]["application/json"];

/** Images and videos the server accepts (it sniffs the content; this only narrows the file picker). */
export const PRODUCT_MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,video/mp4,video/webm";

/** POST /api/seller/products/:id/media (one file a request, with its progress), answering the stored medium. */
export function uploadProductMedia(productId: string, file: File, options: UploadOptions): Promise<UploadedMedia> {
  return uploadWithProgress<UploadedMedia>(`${productPath(productId)}/media`, file, options);
}
