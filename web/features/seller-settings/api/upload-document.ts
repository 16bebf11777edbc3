import type { SellerDocumentType } from "@domain/seller-documents";
import { ApiError, toApiError } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema";
import { i18n } from "@web/lib/i18n";

/** The stored document the upload answers, as the API document types it. */
export type UploadedDocument = paths["/api/seller/documents"]["post"]["responses"][201]["content"]["application/json"];

/** What the file picker offers (the server decides by the content: PDF, JPEG or PNG, up to 5 MB). */
export const SELLER_DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/**
 * POST /api/seller/documents?documentType=… (multipart, field "file"). XMLHttpRequest rather than fetch because
 * only it reports upload progress; it sends what the typed client sends and fails with the same ApiError.
 */
export function uploadSellerDocument(
  documentType: SellerDocumentType,
  file: File,
  { onProgress }: { onProgress: (fraction: number) => void },
): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/seller/documents?${new URLSearchParams({ documentType }).toString()}`);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as UploadedDocument);
      } else reject(toApiError(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, "NETWORK_ERROR", i18n.t("common:errors.network")));

    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
