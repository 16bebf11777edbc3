import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { wishlistListQuerySchema, wishlistListSchema, wishlistStatusSchema } from "@domain/schemas/wishlist";
import type { AppContext } from "../../app-context";
import { addToWishlist, isInWishlist, listWishlist, removeFromWishlist } from "../../modules/wishlist/wishlist";
import { requireUser } from "../../plugins/guards";

const productParams = z.strictObject({ productId: z.uuid() });
const tags = ["buyer wishlist"];

export const buyerWishlistRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/wishlist",
      { schema: { tags, summary: "Saved products, most recently saved first", querystring: wishlistListQuerySchema, response: { 200: wishlistListSchema } } },
      async (request) => listWishlist(ctx.db, { userId: requireUser(request).id, ...request.query }),
    );

    app.get(
      "/wishlist/:productId",
      { schema: { tags, summary: "Whether a product is saved", params: productParams, response: { 200: wishlistStatusSchema } } },
      async (request) => {
        const { productId } = request.params;
        return { productId, saved: await isInWishlist(ctx.db, requireUser(request).id, productId) };
      },
    );

    app.put(
      "/wishlist/:productId",
      { schema: { tags, summary: "Save a product (idempotent)", params: productParams, response: { 200: wishlistStatusSchema } } },
      async (request) => {
        const { productId } = request.params;
        await addToWishlist(ctx.db, requireUser(request).id, productId);
        return { productId, saved: true };
      },
    );

    app.delete(
      "/wishlist/:productId",
      { schema: { tags, summary: "Remove a saved product (idempotent)", params: productParams, response: { 200: wishlistStatusSchema } } },
      async (request) => {
        const { productId } = request.params;
        await removeFromWishlist(ctx.db, requireUser(request).id, productId);
        return { productId, saved: false };
      },
    );
  };
