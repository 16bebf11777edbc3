import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { wishlistListQuerySchema, wishlistListSchema, wishlistStatusSchema } from "@domain/schemas/wishlist";
import type { AppContext } from "../../app-context";
import { addToWishlist, isInWishlist, listWishlist, removeFromWishlist } from "../../modules/wishlist/wishlist";
import { requireUser } from "../../plugins/guards";

const productParams = z.strictObject({ productId: z.uuid() });
const tags = ["buyer wishlist"];
// Entries are keyed by the caller and a (public) product: nobody reads or changes another buyer's list.
const config = { policy: { audience: "buyer", owns: "self" } } as const;

export const buyerWishlistRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/wishlist",
      { config, schema: { tags, summary: "Saved products, most recently saved first", querystring: wishlistListQuerySchema, response: { 200: wishlistListSchema } } },
      async (request) => listWishlist(ctx.db, { userId: requireUser(request).id, ...request.query }),
    );

    app.get(
      "/wishlist/:productId",
      { config, schema: { tags, summary: "Whether a product is saved", params: productParams, response: { 200: wishlistStatusSchema } } },
      async (request) => {
        const { productId } = request.params;
        return { productId, saved: await isInWishlist(ctx.db, requireUser(request).id, productId) };
      },
    );

    app.put(
      "/wishlist/:productId",
      { config, schema: { tags, summary: "Save a product (idempotent)", params: productParams, response: { 200: wishlistStatusSchema } } },
      async (request) => {
        const { productId } = request.params;
        await addToWishlist(ctx.db, requireUser(request).id, productId);
        return { productId, saved: true };
      },
    );

    app.delete(
      "/wishlist/:productId",
      { config, schema: { tags, summary: "Remove a saved product (idempotent)", params: productParams, response: { 200: wishlistStatusSchema } } },
      async (request) => {
        const { productId } = request.params;
        await removeFromWishlist(ctx.db, requireUser(request).id, productId);
        return { productId, saved: false };
      },
    );
  };
