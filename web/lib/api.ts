import createClient from "openapi-fetch";
import type { paths } from "./api-schema";
import { fetchOrThrow } from "./fetch-or-throw";

/**
 * The API, typed from the server's own OpenAPI document (web/lib/api-schema.d.ts, `npm run api:types`): a wrong
 * path, method, parameter or body does not compile, and answers have the server's types.
 */
export const api = createClient<paths>({
  // Absolute, because a Request needs one outside a browser page (tests, server rendering); same origin in a page.
  baseUrl: globalThis.location?.origin ?? "http://localhost",
  credentials: "include",
  headers: { Accept: "application/json" },
  fetch: fetchOrThrow,
});

/** The success body of a typed call (failures have already thrown ApiError). */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
