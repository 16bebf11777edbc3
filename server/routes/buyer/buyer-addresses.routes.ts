import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { buyerAddressListSchema, buyerAddressSchema, createBuyerAddressSchema, updateBuyerAddressSchema } from "@domain/schemas/buyer-addresses";
import type { AppContext } from "../../app-context";
import { createBuyerAddress, deleteBuyerAddress, listBuyerAddresses, updateBuyerAddress } from "../../modules/buyer-addresses/buyer-addresses";
import { requireUser } from "../../plugins/guards";

const params = z.strictObject({ addressId: z.string() });
const tags = ["buyer addresses"];
// Addresses are found through the caller: another buyer's address is 404.
const config = { policy: { audience: "buyer", owns: "self" } } as const;

/** The buyer's saved delivery addresses, one of them the default that checkout preselects. */
export const buyerAddressesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/addresses", { config, schema: { tags, summary: "Saved delivery addresses, the default first", response: { 200: buyerAddressListSchema } } }, async (request) => ({
      addresses: await listBuyerAddresses(ctx.db, requireUser(request).id),
    }));

    app.post(
      "/addresses",
      { config, schema: { tags, summary: "Save a delivery address (the first becomes the default)", body: createBuyerAddressSchema, response: { 201: buyerAddressSchema } } },
      async (request, reply) => reply.status(201).send(await createBuyerAddress(ctx.db, requireUser(request).id, request.body)),
    );

    app.patch(
      "/addresses/:addressId",
      { config, schema: { tags, summary: "Change a label or address, or make it the default", params, body: updateBuyerAddressSchema, response: { 200: buyerAddressSchema } } },
      async (request) => updateBuyerAddress(ctx.db, requireUser(request).id, request.params.addressId, request.body),
    );

    app.delete(
      "/addresses/:addressId",
      { config, schema: { tags, summary: "Delete an address (the oldest left becomes the default)", params, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteBuyerAddress(ctx.db, requireUser(request).id, request.params.addressId);
        return reply.status(204).send(null);
      },
    );
  };
