import type { ReturnPhotoUpload } from "@domain/schemas/order-returns";
import { type UploadOptions, uploadWithProgress } from "@web/lib/upload-with-progress";

/** Photos the server accepts (it sniffs the content; this only narrows the file picker). */
export const RETURN_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/** POST /api/buyer/orders/:orderId/return-photos (one photo a request): the stored photo's id, for the request. */
export function uploadReturnPhoto(orderId: string, file: File, options: UploadOptions): Promise<ReturnPhotoUpload> {
  return uploadWithProgress<ReturnPhotoUpload>(`/api/buyer/orders/${encodeURIComponent(orderId)}/return-photos`, file, options);
}
