import createClient from "openapi-fetch";
import type { paths } from "./api-schema";
import { ApiError, toApiError } from "./api-client";
import { i18n } from "./i18n";

/**
 * The fetch under the typed client: the session cookie goes along, and a failed call throws ApiError (the server's
 * error answer, or NETWORK_ERROR) instead of being returned, so callers see only success bodies. An aborted request
 * rethrows its AbortError untouched, so TanStack Query cancels quietly.
 */
async function fetchOrThrow(request: Request): Promise<Response> {
  let response: Response;
  try {
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

/**
 * The API, typed from the server's own OpenAPI document (web/lib/api-schema.d.ts, `npm run api:types`): a wrong
 * path, method, parameter or body does not compile, and answers have the server's types.
 */
export const api = createClient<paths>({
  credentials: "include",
  headers: { Accept: "application/json" },
  fetch: fetchOrThrow,
});

/** The success body of a typed call (failures have already thrown ApiError). */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
