import { ApiError, toApiError } from "./api-client";
import { i18n } from "./i18n";

export type UploadOptions = { onProgress: (fraction: number) => void; signal?: AbortSignal };

/**
 * POSTs one file as multipart (field "file") and resolves with the JSON answer. XMLHttpRequest rather than fetch,
 * because only it reports upload progress; it sends what the typed client sends (the session cookie, Accept JSON)
 * and fails with the same ApiError, or an AbortError when `signal` aborts it.
 */
export function uploadWithProgress<T>(url: string, file: File, { onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as T);
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
