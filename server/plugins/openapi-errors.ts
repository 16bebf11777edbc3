import { errorResponseSchema } from "@domain/schemas/error-response";
import type { FastifyInstance, RouteOptions } from "fastify";
import { isAuthRoute } from "./auth-routes";

const GUARDED = new Set(["signed-in", "buyer", "seller", "admin"]);
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The error statuses a route can answer, from what it declares: its audience, its inputs, its method. */
export function errorStatusesOf(route: Pick<RouteOptions, "method" | "url" | "schema" | "config">): number[] {
  // Any route can answer 400: a malformed address or Content-Length is refused before the route runs, as are
  // inputs it did not expect (control characters, a body nested too deeply).
  const statuses = new Set([400, 429, 500, 503]);
  const schema = route.schema ?? {};
  const methods = [route.method].flat();
  if (schema.body) statuses.add(413).add(415);
  if (schema.params) statuses.add(404);
  const audience = (route.config as { policy?: { audience?: string } } | undefined)?.policy?.audience;
  if (audience && GUARDED.has(audience)) statuses.add(401).add(403);
  // A state change from another site is refused (security.ts); so is any sign-in or code path with 401.
  if (methods.some((method) => !READS.has(method))) statuses.add(403);
  if (isAuthRoute(route.url)) statuses.add(401);
  return [...statuses].sort();
}

/**
 * Every documented route gets its error answers in the OpenAPI document (and so in the generated web client),
 * with the one shared error schema (the component ErrorResponse). A route may declare an
 * error status itself (a 409 or 422 of its own) and keeps its declaration.
 */
export function documentErrorResponses(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (!route.schema || route.schema.hide || !route.url.startsWith("/api/")) return;
    const response = { ...((route.schema.response as Record<string, unknown> | undefined) ?? {}) };
    for (const status of errorStatusesOf(route)) {
      response[status] ??= errorResponseSchema;
    }
    route.schema = { ...route.schema, response };
  });
}
