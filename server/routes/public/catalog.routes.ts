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
import { sendCachedJson } from "./catalog-http-cache";
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

    app.get(
      "/categories",
      { config, schema: { tags, summary: "The 13 categories", description: cachingNote, response: { 200: categoryListSchema } } },
      async (request, reply) => {
        const entry = await cache.get("categories", async () =>
          JSON.stringify(categoryListSchema.parse(await listCategories(ctx.db))),
        );
        return sendCachedJson(request, reply, entry);
      },
    );

    app.get(
      "/featured-sellers",
      {
        config,
        schema: {
          tags,
          summary: "Sellers whose plan features them",
          description: `Active sellers on a plan with the featured-seller perk that have active products (in the category, if given). ${cachingNote}`,
          querystring: featuredSellersQuerySchema,
          response: { 200: featuredSellerListSchema },
        },
      },
      async (request, reply) => {
        const { category } = request.query;
        const entry = await cache.get(`featured-sellers:${category ?? ""}`, async () =>
          JSON.stringify(featuredSellerListSchema.parse(await listFeaturedSellers(ctx.db, category))),
        );
        return sendCachedJson(request, reply, entry);
      },
    );

    app.get(
      "/products",
      {
        config,
        schema: {
          tags,
          summary: "List or search active products",
          description: `Category listing and search in one: active products of active sellers, keyset-paginated. ${cachingNote}`,
          querystring: productListQuerySchema,
          response: { 200: productListSchema },
        },
      },
      async (request, reply) => {
        const { q, category, minPrice, maxPrice, verifiedOnly, inStock, maxMinOrder, sort, cursor, limit } = request.query;
        // Every parameter that changes the answer, so two different listings never share an entry.
        const filters = [q, category, minPrice, maxPrice, verifiedOnly, inStock, maxMinOrder, sort, cursor, limit];
        const key = `products:${JSON.stringify(filters)}`;
        const entry = await cache.get(key, async () => (await listProductsJson(ctx.db, request.query)).body);
        return sendCachedJson(request, reply, entry);
      },
    );

    app.get(
      "/products/suggestions",
      {
        config,
        schema: {
          tags,
          summary: "Product names for a search box",
          description: `Up to 8 active products whose name has words starting with each word typed, for suggestions as a search term is typed. ${cachingNote}`,
          querystring: productSuggestionsQuerySchema,
          response: { 200: productSuggestionListSchema },
        },
      },
      async (request, reply) => {
        const term = request.query.q.toLowerCase();
        const entry = await cache.get(`suggestions:${term}`, async () =>
          JSON.stringify(productSuggestionListSchema.parse(await suggestProductNames(ctx.db, term))),
        );
        return sendCachedJson(request, reply, entry);
      },
    );

    app.get(
      "/products/:id",
      {
        config,
        schema: {
          tags,
          summary: "A product with its seller and media",
          description: `404 when the product is missing or inactive, or its seller is deactivated. ${cachingNote}`,
          params: productIdParamsSchema,
          response: { 200: productDetailSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const entry = await cache.get(`product:${id}`, () => publicProductJson(ctx.db, id));
        return sendCachedJson(request, reply, entry);
      },
    );
  };
