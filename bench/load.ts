import { createRequire } from "node:module";
import autocannon from "autocannon";

/**
 * autocannon appends every response body to a string (`req.body += chunk`), for body checks this bench never asks
 * for. For a compressed body that is a UTF-8 decode of binary data: 12 µs for a 2.5 KB brotli listing page against
 * 0.3 µs for the hello-world's, paid by the load generator on the same two cores as the server, so the ratio to
 * the hello-world measured the client's decoding as much as the server. No browser decodes compressed bytes as
 * text; the bench keeps the byte count and drops the body.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js") as {
  prototype: { addBody(data: Buffer): void };
};
PipelinedRequestsQueue.prototype.addBody = () => {};

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Response bytes received (headers included) per response: shows whether answers came compressed. */
  bytesPerResponse: number;
  errors: number;
};

/** Exact percentile of the recorded response times (autocannon's summary has no p95). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * 10 connections, no pipelining, for `durationSeconds`; `nextPath` gives each request its path, and every request
 * carries `headers`.
 */
export async function measure(
  name: string,
  url: string,
  nextPath: () => string,
  durationSeconds: number,
  headers: Record<string, string>,
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 10,
        pipelining: 1,
        duration: durationSeconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: nextPath(), headers: { ...request.headers, ...headers } }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== 200 && statusCode !== 304) errors += 1;
    });
  });
  times.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length,
    bytesPerResponse: times.length ? Math.round(result.throughput.total / times.length) : 0,
    errors: errors + result.errors + result.timeouts,
  };
}
