import { ApiError, toApiError } from "./api-client";
import { i18n } from "./i18n";

/**
 * The fetch under the typed clients (ours and better-auth's): a failed call throws ApiError (the server's error
 * answer, or NETWORK_ERROR) instead of being returned, so callers see only success bodies. An aborted request
 * rethrows its AbortError untouched, so TanStack Query cancels quietly.
 */
export async function fetchOrThrow(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  let response: Response;
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one fetch, under the typed clients
    response = await fetch(request);
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new ApiError(0, "NETWORK_ERROR", i18n.t("common:errors.network"));
  }
  if (response.ok) return response;
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  throw toApiError(response.status, payload);
}
