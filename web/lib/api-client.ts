import type { ErrorCode } from "@domain/error-catalogue";
import { codeForStatus } from "@domain/error-codes";
import { DEFAULT_LANGUAGE } from "@domain/languages";
import { currentLanguage, i18n } from "./i18n";

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

interface ServerErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

/** An error answer of the API (its `{ error: { code, message, details } }` body parsed) as an ApiError. */
export function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as ServerErrorBody | undefined)?.error;
  // The server answers codes of its catalogue only (the browser does not carry the catalogue's messages to check
  // against); an answer without one (a proxy's) gets the status's own.
  const code = typeof error?.code === "string" && /^[A-Z][A-Z0-9_]+$/.test(error.code) ? (error.code as ErrorCode) : codeForStatus(status);
  const message = typeof error?.message === "string" ? error.message : i18n.t("common:errors.generic");
  return new ApiError(status, code, message, error?.details);
}

/** The namespace holding each catalogue code's default message, by code (locales/<language>/api-errors.json). */
const API_ERRORS = "api-errors";

/**
 * An error code's text in the page's language, on a page not in English, once its namespace has arrived (web/main.tsx
 * loads `api-errors` when the browser is idle); undefined where the server's own sentence is the one to show.
 */
function translatedText(code: ApiErrorCode): string | undefined {
  if (currentLanguage() === DEFAULT_LANGUAGE) return undefined;
  const [key, ns] = code === "NETWORK_ERROR" ? ["errors.network", "common"] : [code, API_ERRORS];
  return i18n.exists(key, { ns }) ? i18n.t(key, { ns }) : undefined;
}

/**
 * The message to show for any thrown value. An English page shows the server's sentence as it came (it may say more
 * than its code's default: the product's name, the limit reached). The server speaks English only, so a page in another
 * language shows its code's text in that language, or the server's sentence while that text has not arrived.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return translatedText(error.code) ?? error.message;
  return i18n.t("common:errors.generic");
}

/** A field the server refused, named by its path in the request body (`shippingAddress.zip`). */
export interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * The fields an error's `details` name (`[{ path, message }]`, as a VALIDATION_ERROR carries them), each with the
 * message to show beside it: the server's sentence for that field on an English page, the error's text as
 * errorMessage() gives it on another (the server's per-field sentences are English only).
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  const translated = translatedText(error.code);
  return error.details.flatMap((detail: unknown) => {
    const { path, message } = (typeof detail === "object" && detail !== null ? detail : {}) as { path?: unknown; message?: unknown };
    return typeof path === "string" && path && typeof message === "string" && message ? [{ path, message: translated ?? message }] : [];
  });
}

/** Whether a thrown value is the API's answer with this catalogue code (`ERROR_CODES.X`, so a typo does not compile). */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
