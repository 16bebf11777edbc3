import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createReturnRequestSchema, returnPhotoUploadSchema, returnRequestSchema } from "@domain/schemas/order-returns";
import type { AppContext } from "../../app-context";
import { requestReturn } from "../../modules/returns/request-return";
import { assertBuyerOrder, openReturnPhoto, storeReturnPhoto } from "../../modules/returns/return-photos";
import { RETURN_PHOTO_UPLOADS } from "../../platform/storage/upload-policies";
import { requireUser } from "../../plugins/guards";
import { receiveFileField, registerMultipartUploads } from "../../plugins/multipart-uploads";
import { sendReturnPhoto, returnPhotoParams, returnPhotoResponse } from "../return-photo-reply";

const tags = ["buyer orders"];

export const buyerReturnsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // multipart/form-data is accepted in this scope only: the request's photos.
    await registerMultipartUploads(app);

    app.post(
      "/orders/:orderId/returns",
      {
        config: { policy: { audience: "buyer", owns: "order" } },
        schema: {
          tags,
          summary:
            "Request a return or exchange of some units of one item of a delivered order, with up to 3 photos uploaded before (422 RETURN_QUANTITY_EXCEEDED when more units are asked for than remain)",
          params: z.strictObject({ orderId: z.string().max(100) }),
          body: createReturnRequestSchema,
          response: { 201: returnRequestSchema },
        },
      },
      async (request, reply) => {
        const created = await requestReturn(ctx, {
          ...request.body,
          buyerId: requireUser(request).id,
          orderId: request.params.orderId,
        });
        return reply.status(201).send(created);
      },
    );

    app.post(
      "/orders/:orderId/return-photos",
      {
        config: { policy: { audience: "buyer", owns: "order" } },
        schema: {
          tags,
          summary:
            "Upload a photo for a return request of this order (JPEG, PNG or WebP up to 10 MB, multipart field `file`; re-encoded, metadata removed); the request then names its id",
          params: z.strictObject({ orderId: z.string().max(100) }),
          consumes: ["multipart/form-data"],
          response: { 201: returnPhotoUploadSchema },
        },
      },
      async (request, reply) => {
        // Someone else's order is refused before the file is read.
        await assertBuyerOrder(ctx.db, requireUser(request).id, request.params.orderId);
        const upload = await receiveFileField(request, RETURN_PHOTO_UPLOADS);
        return reply.code(201).send(await storeReturnPhoto(ctx, request.params.orderId, upload));
      },
    );

    app.get(
      "/returns/:returnId/photos/:photoId",
      {
        config: { policy: { audience: "buyer", owns: "return" } },
        schema: { tags, summary: "A photo of one of the buyer's return requests", params: returnPhotoParams, response: { 200: returnPhotoResponse } },
      },
      async (request, reply) =>
        sendReturnPhoto(reply, await openReturnPhoto(ctx, { buyerId: requireUser(request).id }, request.params.returnId, request.params.photoId)),
    );
  };
