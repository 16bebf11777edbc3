import { ApiError, toApiError } from "./api-client";
import { i18n } from "./i18n";

/** How a request leaves: the browser's fetch, or on the server (rendering a page) the app's own in-process handler. */
let transport: (request: Request) => Promise<Response> = (request) => fetch(request); // eslint-disable-line no-restricted-syntax -- the one fetch, under the typed clients

/** Server rendering only: answer the typed clients' requests in-process instead of over the network. */
export function setFetchTransport(send: (request: Request) => Promise<Response>): void {
  transport = send;
}

/**
 * The fetch under the typed clients (ours and better-auth's): a failed call throws ApiError (the server's error
 * answer, or NETWORK_ERROR) instead of being returned, so callers see only success bodies. An aborted request
 * rethrows its AbortError untouched, so TanStack Query cancels quietly.
 */
export async function fetchOrThrow(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  let response: Response;
  try {
    response = await transport(request);
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
