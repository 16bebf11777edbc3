import type { FastifyInstance } from "fastify";
import { Histogram } from "prom-client";
import { processRegistry } from "./process-registry";

export const httpRequestDuration = new Histogram({
  name: "bulkbazaar_http_request_duration_seconds",
  help: "HTTP requests by method, route pattern (never the raw URL: ids would make a series each) and status",
  labelNames: ["method", "route", "status_code"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/**
 * Times every answered request by the route that matched (`/api/public/products/:id`), or "(unmatched)" for paths no
 * route serves, so a crawler walking random URLs adds no series. Event streams are timed when they end.
 */
export function timeRequests(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "(unmatched)";
    httpRequestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
