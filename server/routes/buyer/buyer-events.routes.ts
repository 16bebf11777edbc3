import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../plugins/guards";
import { streamOrderChanges } from "../order-change-stream";

/** GET /api/buyer/events: live changes to the buyer's own orders (see streamOrderChanges for the protocol). */
export const buyerEventsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/events",
      {
        config: { policy: { audience: "buyer", owns: "self" } },
        schema: { tags: ["buyer orders"], summary: "Live changes to the buyer's orders (text/event-stream)" },
      },
      async (request, reply) => {
        const buyerId = requireUser(request).id;
        await streamOrderChanges(ctx, request, reply, (change) => change.buyerId === buyerId);
      },
    );
  };
