import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { openReturnPhoto } from "../../modules/returns/return-photos";
import { returnPhotoParams, returnPhotoResponse, sendReturnPhoto } from "../return-photo-reply";

/** What admins see of return requests beyond their refunds (payouts): the buyer's photos. */
export const adminReturnsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/returns/:returnId/photos/:photoId",
      {
        // Administrators see every request's photos: no ownership to check.
        config: { policy: { audience: "admin", owns: "nothing" } },
        schema: { tags: ["admin payouts"], summary: "A photo a buyer attached to a return request", params: returnPhotoParams, response: { 200: returnPhotoResponse } },
      },
      async (request, reply) => sendReturnPhoto(reply, await openReturnPhoto(ctx, null, request.params.returnId, request.params.photoId)),
    );
  };
