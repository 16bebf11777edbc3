import type { FastifyInstance } from "fastify";
import type { DrainState } from "../platform/lifecycle/drain-state";

/**
 * While the process drains (after SIGTERM, before it stops listening) every response closes its connection: a
 * proxy's kept-alive connection to this process would otherwise carry its next request here just as the server
 * closes, and a request already sent is one nginx does not retry elsewhere (never a POST).
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, drain: DrainState) {
  app.addHook("onRequest", async (_request, reply) => {
    if (drain.draining) reply.header("connection", "close");
  });
}
