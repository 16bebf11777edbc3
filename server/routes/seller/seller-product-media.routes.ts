import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { productMediaSchema } from "@domain/schemas/catalog";
import { mediaOrderInputSchema, sellerProductMediaParamsSchema, sellerProductParamsSchema } from "@domain/schemas/seller-products";
import type { AppContext } from "../../app-context";
import { addProductMedium, assertCanAddMedium, removeProductMedium, reorderProductMedia } from "../../modules/seller-catalog/seller-product-media";
import { PRODUCT_MEDIA_UPLOADS } from "../../platform/storage/upload-policies";
import { requireUser } from "../../plugins/guards";
import { receiveFileField, registerMultipartUploads } from "../../plugins/multipart-uploads";

const tags = ["seller products"];
const config = { policy: { audience: "seller", owns: "product" } } as const;

/** A product's images and videos: upload one file a request (so each has its own progress bar), remove, reorder. */
export const sellerProductMediaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // multipart/form-data is accepted in this scope only (ADR 14).
    await registerMultipartUploads(app);

    app.post(
      "/products/:id/media",
      {
        config,
        schema: {
          tags,
          summary:
            "Upload one image (JPEG, PNG or WebP, up to 10 MB; stored re-encoded as WebP with 320/640/1280 px variants) or video (MP4 or WebM, up to 50 MB) as multipart/form-data field `file`; it goes last in the display order. The kind is read from the content: 415 for anything else, 413 over the size",
          params: sellerProductParamsSchema,
          consumes: ["multipart/form-data"],
          response: { 201: productMediaSchema },
        },
      },
      async (request, reply) => {
        const sellerId = requireUser(request).id;
        // Before reading the upload: nothing is spooled for a product that is not the caller's, or that is full.
        await assertCanAddMedium(ctx.db, sellerId, request.params.id);
        const upload = await receiveFileField(request, PRODUCT_MEDIA_UPLOADS);
        return reply.code(201).send(await addProductMedium(ctx, { sellerId, productId: request.params.id, upload }));
      },
    );

    app.delete(
      "/products/:id/media/:mediaId",
      {
        config,
        schema: { tags, summary: "Remove one medium of the product and its stored files", params: sellerProductMediaParamsSchema, response: { 204: z.null().describe("Removed") } },
      },
      async (request, reply) => {
        await removeProductMedium(ctx, { sellerId: requireUser(request).id, productId: request.params.id, mediaId: request.params.mediaId });
        return reply.code(204).send(null);
      },
    );

    app.put(
      "/products/:id/media/order",
      {
        config,
        schema: {
          tags,
          summary: "Set the display order: every medium of the product exactly once, first shown first (409 if the media changed meanwhile)",
          params: sellerProductParamsSchema,
          body: mediaOrderInputSchema,
          response: { 200: z.array(productMediaSchema) },
        },
      },
      async (request) => reorderProductMedia(ctx, { sellerId: requireUser(request).id, productId: request.params.id, mediaIds: request.body.mediaIds }),
    );
  };
