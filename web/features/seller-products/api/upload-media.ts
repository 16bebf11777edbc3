import { ApiError, toApiError } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema";
import { i18n } from "@web/lib/i18n";
import { productPath } from "./query-keys";

/** The stored medium the upload answers, as the API document types it. */
export type UploadedMedia = paths["/api/seller/products/{id}/media"]["post"]["responses"][201]["content"]["application/json"];

/** Images and videos the server accepts (it sniffs the content; this only narrows the file picker). */
export const PRODUCT_MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,video/mp4,video/webm";

/**
 * POST /api/seller/products/:id/media (multipart, field "file", one file a request), answering the stored medium.
 * XMLHttpRequest rather than fetch because only it reports upload progress; it sends what the typed client sends (the
 * session cookie, Accept JSON) and fails with the same ApiError.
 */
export function uploadProductMedia(
  productId: string,
  file: File,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${productPath(productId)}/media`);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as UploadedMedia);
      } else reject(toApiError(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, "NETWORK_ERROR", i18n.t("common:errors.network")));
    request.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });

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
