import { productListSchema } from "@domain/schemas/catalog";
import { publicSellerProfileSchema, sellerIdParamsSchema, sellerProductsQuerySchema } from "@domain/schemas/public-seller";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { type CatalogueCache, etagOf } from "../../modules/catalog/catalogue-cache";
import { getPublicSeller } from "../../modules/catalog/get-public-seller";
import { listSellerProducts } from "../../modules/catalog/list-seller-products";
import { sendCachedJson } from "./catalog-http-cache";

const tags = ["catalogue"];
const config = { policy: { audience: "public" } } as const;
const notFoundNote = "404 when no active seller has this id (a buyer's or an admin's account, or a deactivated seller).";

/** A seller's public profile page: who it is, and its active products. */
export const publicSellersRoutes =
  (ctx: AppContext, cache: CatalogueCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/sellers/:sellerId",
      {
        config,
        schema: {
          tags,
          summary: "A seller's public profile",
          description: `Company, business type, city and state, verified tick, member since, featured plan and active product count. ${notFoundNote} Answers carry an ETag and \`Cache-Control: public, no-cache\`.`,
          params: sellerIdParamsSchema,
          response: { 200: publicSellerProfileSchema },
        },
      },
      async (request, reply) => {
        // Read every time: the address and business type change without a catalogue notification. The ETag still
        // spares the body when nothing changed.
        const body = JSON.stringify(publicSellerProfileSchema.parse(await getPublicSeller(ctx.db, request.params.sellerId)));
        return sendCachedJson(request, reply, { body, etag: etagOf(body) });
      },
    );

    app.get(
      "/sellers/:sellerId/products",
      {
        config,
        schema: {
          tags,
          summary: "A seller's active products",
          description: `Newest first, keyset-paginated, as the catalogue's cards. ${notFoundNote} Cacheable like the catalogue: an ETag and \`Cache-Control: public, no-cache\`.`,
          params: sellerIdParamsSchema,
          querystring: sellerProductsQuerySchema,
          response: { 200: productListSchema },
        },
      },
      async (request, reply) => {
        const { sellerId } = request.params;
        const { cursor, limit } = request.query;
        const entry = await cache.get(`seller-products:${JSON.stringify([sellerId, cursor, limit])}`, async () =>
          JSON.stringify(productListSchema.parse(await listSellerProducts(ctx.db, sellerId, request.query))),
        );
        return sendCachedJson(request, reply, entry);
      },
    );
  };
