import { codeForStatus, type ErrorCode, isErrorCode } from "@domain/error-catalogue";
import { i18n } from "./i18n";

/** A code of the error catalogue, or the web's own for a request that never reached the server. */
export type ApiErrorCode = ErrorCode | "NETWORK_ERROR";

/** Any failed API call: an HTTP error answered in the server's error shape, or a network failure. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ApiFetchOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as is when it is FormData (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface ServerErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

/**
 * Calls the API with the session cookie and returns the parsed JSON body (undefined for 204).
 * Throws ApiError for any non-2xx answer and for network failures (code NETWORK_ERROR).
 * An aborted request rethrows the AbortError untouched so TanStack Query can cancel quietly.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = "GET", body, signal, headers = {} } = options;
  const isFormData = typeof FormData !== "undefined" && body instanceof FormData;
  const init: RequestInit = {
    method,
    signal,
    credentials: "include",
    headers: {
      Accept: "application/json",
      ...(body !== undefined && !isFormData ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
  };

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "NETWORK_ERROR", i18n.t("common:errors.network"));
  }

  if (response.status === 204) return undefined as T;
  const payload: unknown = await readJson(response);
  if (response.ok) return payload as T;
  throw toApiError(response.status, payload);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An error answer of the API (its `{ error: { code, message, details } }` body parsed) as an ApiError. */
export function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as ServerErrorBody | undefined)?.error;
  const code = isErrorCode(error?.code) ? error.code : codeForStatus(status);
  const message = typeof error?.message === "string" ? error.message : i18n.t("common:errors.generic");
  return new ApiError(status, code, message, error?.details);
}

/** The message to show for any thrown value: the server's sentence when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t("common:errors.generic");
}

/** Whether a thrown value is the API's answer with this catalogue code (`ERROR_CODES.X`, so a typo does not compile). */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
