import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buyerProfileSchema, buyerProfileUpdateSchema } from "@domain/schemas/buyer-profile";
import type { AppContext } from "../../app-context";
import { getBuyerProfile, updateBuyerProfile } from "../../modules/users/buyer-profile";
import { requireUser } from "../../plugins/guards";

const tags = ["buyer profile"];
const config = { policy: { audience: "buyer", owns: "self" } } as const;

export const buyerProfileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/profile",
      { config, schema: { tags, summary: "The buyer's profile settings", response: { 200: buyerProfileSchema } } },
      async (request) => getBuyerProfile(ctx.db, requireUser(request).id),
    );

    app.put(
      "/profile",
      {
        config,
        schema: {
          tags,
          summary: "Update names, mobile and the shipping and billing addresses",
          body: buyerProfileUpdateSchema,
          response: { 200: buyerProfileSchema },
        },
      },
      async (request) => updateBuyerProfile(ctx.db, requireUser(request).id, request.body),
    );
  };
