/**
 * What a stubbed `fetch` was asked for. The typed clients (openapi-fetch, better-auth) hand fetch one absolute
 * Request; a test compares the path and query the page asked for, as it would read them in the address bar.
 */
export function fetchCall(input: RequestInfo | URL, init?: RequestInit): { url: string; method: string } {
  const request = input instanceof Request ? input : undefined;
  const href = request ? request.url : String(input);
  const url = new URL(href, "http://localhost");
  return { url: `${url.pathname}${url.search}`, method: (init?.method ?? request?.method ?? "GET").toUpperCase() };
}

/** The JSON body a stubbed `fetch` was sent (undefined when there was none). */
export async function fetchCallBody(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  const text = input instanceof Request ? await input.clone().text() : typeof init?.body === "string" ? init.body : "";
  return text ? (JSON.parse(text) as unknown) : undefined;
}
