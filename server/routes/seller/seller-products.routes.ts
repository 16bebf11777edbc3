import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  sellerProductInputSchema,
  sellerProductListQuerySchema,
  sellerProductPageSchema,
  sellerProductParamsSchema,
  sellerProductSchema,
} from "@domain/schemas/seller-products";
import type { AppContext } from "../../app-context";
import { deleteSellerProduct } from "../../modules/seller-catalog/delete-seller-product";
import { listSellerProducts } from "../../modules/seller-catalog/list-seller-products";
import { createSellerProduct, updateSellerProduct } from "../../modules/seller-catalog/save-seller-product";
import { getSellerProduct } from "../../modules/seller-catalog/seller-product-rows";
import { requireUser } from "../../plugins/guards";

const tags = ["seller products"];
const ownList = { policy: { audience: "seller", owns: "self" } } as const;
// The product in the path must be the caller's own: anyone else's answers 404, as if it did not exist.
const ownProduct = { policy: { audience: "seller", owns: "product" } } as const;

/** The seller's own catalogue: list, read, create (within the plan's limit), update, delete. */
export const sellerProductsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/products",
      {
        config: ownList,
        schema: {
          tags,
          summary: "The seller's products (Active and Draft), a page at a time, searched by name, with the plan allowance",
          querystring: sellerProductListQuerySchema,
          response: { 200: sellerProductPageSchema },
        },
      },
      async (request) => listSellerProducts(ctx.db, { sellerId: requireUser(request).id, ...request.query }),
    );

    app.get(
      "/products/:id",
      { config: ownProduct, schema: { tags, summary: "One of the seller's products with its media", params: sellerProductParamsSchema, response: { 200: sellerProductSchema } } },
      async (request) => getSellerProduct(ctx.db, requireUser(request).id, request.params.id),
    );

    app.post(
      "/products",
      {
        config: ownList,
        schema: {
          tags,
          summary: "Add a product (422 PLAN_LIMIT_REACHED once the seller has as many products as its plan allows)",
          body: sellerProductInputSchema,
          response: { 201: sellerProductSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createSellerProduct(ctx.db, requireUser(request).id, request.body)),
    );

    app.put(
      "/products/:id",
      {
        config: ownProduct,
        schema: { tags, summary: "Update one of the seller's products", params: sellerProductParamsSchema, body: sellerProductInputSchema, response: { 200: sellerProductSchema } },
      },
      async (request) => updateSellerProduct(ctx.db, requireUser(request).id, request.params.id, request.body),
    );

    app.delete(
      "/products/:id",
      {
        config: ownProduct,
        schema: {
          tags,
          summary: "Delete one of the seller's products and its media files; orders keep their item names and prices",
          params: sellerProductParamsSchema,
          response: { 204: z.null().describe("Deleted") },
        },
      },
      async (request, reply) => {
        await deleteSellerProduct(ctx, requireUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
