import type { SellerDocumentType } from "@domain/seller-documents";
import type { paths } from "@web/lib/api-schema";
import { type UploadOptions, uploadWithProgress } from "@web/lib/upload-with-progress";

/** The stored document the upload answers, as the API document types it. */
export type UploadedDocument = paths["/api/seller/documents"]["post"]["responses"][201]["content"]["application/json"];

/** What the file picker offers (the server decides by the content: PDF, JPEG or PNG, up to 5 MB). */
export const SELLER_DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** POST /api/seller/documents?documentType=… (the file, with its progress), answering the stored document. */
export function uploadSellerDocument(documentType: SellerDocumentType, file: File, options: UploadOptions): Promise<UploadedDocument> {
  return uploadWithProgress<UploadedDocument>(`/api/seller/documents?${new URLSearchParams({ documentType }).toString()}`, file, options);
}
