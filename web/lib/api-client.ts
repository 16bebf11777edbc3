import type { ErrorCode } from "@domain/error-catalogue";
import { codeForStatus } from "@domain/error-codes";
import { t } from "./i18n";

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
  // The server answers codes of its catalogue only; an answer without one (a proxy's) gets the status's own.
  const code = typeof error?.code === "string" && /^[A-Z][A-Z0-9_]+$/.test(error.code) ? (error.code as ErrorCode) : codeForStatus(status);
  const message = typeof error?.message === "string" ? error.message : t("common:errors.generic");
  return new ApiError(status, code, message, error?.details);
}

/** The message to show for any thrown value: the server's sentence when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return t("common:errors.generic");
}

/** Whether a thrown value is the API's answer with this catalogue code (`ERROR_CODES.X`, so a typo does not compile). */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
