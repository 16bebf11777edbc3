import type { DehydratedState } from "@tanstack/react-query";
import type { ResourceKey } from "i18next";
import type { HydrationState } from "react-router";
import { ApiError } from "./lib/api-client";
import { SSR_PAYLOAD_ELEMENT_ID } from "@domain/server-rendering";

/**
 * What a server-rendered page carries for the app to take over without fetching again or rendering differently:
 * the router's state, the API answers the page was rendered from (failed ones too, so a missing product stays
 * "not found"), and the texts of the locale namespaces it used. It travels as a JSON data block (not a script that
 * runs), so the Content Security Policy needs no exception.
 */
export type SsrPayload = {
  router: HydrationState;
  queries: DehydratedState;
  locales: Record<string, ResourceKey>;
};


type SerialisedApiError = { apiError: { status: number; code: ApiError["code"]; message: string; details?: unknown } };

/** JSON for the data block: failed queries' ApiErrors as plain data, and `<` escaped so no text can end the block. */
export function serialiseSsrPayload(payload: SsrPayload): string {
  const json = JSON.stringify(payload, (_key, value: unknown) =>
    value instanceof ApiError ? ({ apiError: { status: value.status, code: value.code, message: value.message, details: value.details } } satisfies SerialisedApiError) : value,
  );
  return json.replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** The payload of the page the browser was served, or null when the page was not rendered on the server. */
export function readSsrPayload(document: Document): SsrPayload | null {
  const text = document.getElementById(SSR_PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const payload = JSON.parse(text) as SsrPayload;
  for (const query of payload.queries.queries) {
    const error = query.state.error as SerialisedApiError | null | undefined;
    if (error?.apiError) {
      const { status, code, message, details } = error.apiError;
      query.state.error = new ApiError(status, code, message, details);
    }
  }
  return payload;
}
