import type { FastifyInstance } from "fastify";
import { inProcessRequestHeaders } from "../../web-pages/in-process-api";

type Injector = Pick<FastifyInstance, "inject">;

/**
 * A `fetch` that answers requests to our own public origin through `app.inject`, in process, and sends anything else
 * over the network. The simulator lives in the same app as the adapter, so in simulator mode the adapter reaches it
 * (and the simulator reaches our webhook) even when the app is not listening, as in `app.inject` tests, and even
 * when PUBLIC_URL names a proxy this process cannot call. These calls are not a client's: the rate limits leave them
 * alone.
 */
export function createInProcessFetch(app: Injector, publicUrl: string): typeof fetch {
  const ownOrigin = new URL(publicUrl).origin;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== ownOrigin) return fetch(request);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const method = request.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
    // Marked as the process's own call: `app.inject` comes from 127.0.0.1, and without the mark the adapter's calls to
    // the simulator (and the simulator's webhooks) would spend the write allowance of every local client.
    const res = await app.inject({ method, url: `${url.pathname}${url.search}`, headers: { ...headers, ...inProcessRequestHeaders() }, payload: body });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of ([] as (string | number)[]).concat(value)) responseHeaders.append(key, String(v));
    }
    const noBody = res.statusCode === 204 || res.statusCode === 304 || method === "HEAD";
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
  };
}
