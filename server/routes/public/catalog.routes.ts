import {
  categoryListSchema,
  featuredSellerListSchema,
  featuredSellersQuerySchema,
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSuggestionListSchema,
  productSuggestionsQuerySchema,
} from "@domain/schemas/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { CatalogueCache, listenForCatalogueChanges } from "../../modules/catalog/catalogue-cache";
import { publicProductJson } from "../../modules/catalog/get-public-product";
import { listCategories } from "../../modules/catalog/list-categories";
import { listFeaturedSellers } from "../../modules/catalog/list-featured-sellers";
import { listProductsJson } from "../../modules/catalog/list-products";
import { suggestProductNames } from "../../modules/catalog/suggest-product-names";
import { answerFromCache, sendCachedJson } from "./catalog-http-cache";
import { publicSellersRoutes } from "./public-sellers.routes";

const tags = ["catalogue"];
const config = { policy: { audience: "public" } } as const;
const cachingNote =
  "Cacheable: answers carry an ETag and `Cache-Control: public, no-cache`; send If-None-Match for a 304.";

/** The public catalogue: categories, product listing and search, product detail, sellers' profiles. */
export const catalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const cache = new CatalogueCache();
    const stopListening = await listenForCatalogueChanges(ctx.database, cache);
    app.addHook("onClose", async () => stopListening().catch(() => {}));
    // Sellers' product pages share the catalogue's cache, emptied by the same notifications.
    await app.register(publicSellersRoutes(ctx, cache));
    // Every answer below is cached under its URL (one query string = one answer; validated when first computed),
    // and compressed once per cached entry by sendCachedJson rather than per response by @fastify/compress.
    const cached = { config, onRequest: answerFromCache(cache), compress: false } as const;

    app.get(
      "/categories",
      { ...cached, schema: { tags, summary: "The 13 categories", description: cachingNote, response: { 200: categoryListSchema } } },
      async (request, reply) => {
        const entry = await cache.get(request.url, async () =>
          JSON.stringify(categoryListSchema.parse(await listCategories(ctx.db))),
        );
        return sendCachedJson(request, reply, entry);
      },
    );

    app.get(
      "/featured-sellers",
      {
        ...cached,
        schema: {
          tags,
          summary: "Sellers whose plan features them",
          description: `Active sellers on a plan with the featured-seller perk that have active products (in the category, if given). ${cachingNote}`,
          querystring: featuredSellersQuerySchema,
          response: { 200: featuredSellerListSchema },
        },
      },
      async (request, reply) => {
        const entry = await cache.get(request.url, async () =>
          JSON.stringify(featuredSellerListSchema.parse(await listFeaturedSellers(ctx.db, request.query.category))),
        );
        return sendCachedJson(request, reply, entry);
      },
    );

    app.get(
      "/products",
      {
        ...cached,
        schema: {
          tags,
          summary: "List or search active products",
          description: `Category listing and search in one: active products of active sellers, keyset-paginated. ${cachingNote}`,
          querystring: productListQuerySchema,
          response: { 200: productListSchema },
        },
      },
      async (request, reply) => {
        const entry = await cache.get(request.url, async () => (await listProductsJson(ctx.db, request.query)).body);
        return sendCachedJson(request, reply, entry);
      },
    );

    app.get(
      "/products/suggestions",
      {
        ...cached,
        schema: {
          tags,
          summary: "Product names for a search box",
          description: `Up to 8 active products whose name has words starting with each word typed, for suggestions as a search term is typed. ${cachingNote}`,
          querystring: productSuggestionsQuerySchema,
          response: { 200: productSuggestionListSchema },
        },
      },
      async (request, reply) => {
        const entry = await cache.get(request.url, async () =>
          JSON.stringify(productSuggestionListSchema.parse(await suggestProductNames(ctx.db, request.query.q.toLowerCase()))),
        );
        return sendCachedJson(request, reply, entry);
      },
    );

    app.get(
      "/products/:id",
      {
        ...cached,
        schema: {
          tags,
          summary: "A product with its seller and media",
          description: `404 when the product is missing or inactive, or its seller is deactivated. ${cachingNote}`,
          params: productIdParamsSchema,
          response: { 200: productDetailSchema },
        },
      },
      async (request, reply) => {
        const entry = await cache.get(request.url, () => publicProductJson(ctx.db, request.params.id));
        return sendCachedJson(request, reply, entry);
      },
    );
  };
