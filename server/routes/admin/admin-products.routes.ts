import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminProductChangeSchema, adminProductListSchema, adminProductQuerySchema, adminProductSchema } from "@domain/schemas/admin-catalog";
import type { AppContext } from "../../app-context";
import { changeAdminProduct, deleteAdminProduct, listAdminProducts } from "../../modules/admin/admin-products";
import { requireUser } from "../../plugins/guards";

const tags = ["admin products"];
// Administrators edit, hide and delete any seller's product: no ownership to check.
const config = { policy: { audience: "admin", owns: "nothing" } } as const;
const params = z.strictObject({ productId: z.string().max(100) });

/** Products & Orders, the products tab: every seller's products, edited, hidden or deleted by an admin. */
export const adminProductsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/products",
      { config, schema: { tags, summary: "Every product with its seller, newest first, searchable and filterable", querystring: adminProductQuerySchema, response: { 200: adminProductListSchema } } },
      async (request) => listAdminProducts(ctx.db, request.query),
    );

    app.patch(
      "/products/:productId",
      {
        config,
        schema: {
          tags,
          summary: "Edit a product (name, description, base price, category, stock) or show/hide it (audited)",
          params,
          body: adminProductChangeSchema,
          response: { 200: adminProductSchema },
        },
      },
      async (request) => changeAdminProduct(ctx, requireUser(request).id, request.params.productId, request.body),
    );

    app.delete(
      "/products/:productId",
      { config, schema: { tags, summary: "Delete any product (orders keep their snapshot; audited)", params, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteAdminProduct(ctx, requireUser(request).id, request.params.productId);
        return reply.code(204).send(null);
      },
    );
  };
