import type { FastifyInstance } from "fastify";
import { isAuthRoute } from "./auth-routes";

/**
 * Sign-in, password and two-factor bodies are a few hundred bytes; a registration with its addresses a few KB. The
 * margin lets the JSON depth check (json-body.ts), not the size, answer a small but deeply nested body.
 */
export const AUTH_BODY_LIMIT = 32 * 1024;

/**
 * Body limits per route, decided in one place as each route is registered (so this runs before any is): auth and
 * registration take small bodies; every other route keeps the server's 1 MB JSON default (server-options.ts) unless
 * it declares its own `bodyLimit`, as multipart uploads will. A body over the limit answers 413 PAYLOAD_TOO_LARGE.
 */
export function registerBodyLimits(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (route.bodyLimit === undefined && isAuthRoute(route.url)) {
      route.bodyLimit = AUTH_BODY_LIMIT;
    }
  });
}
