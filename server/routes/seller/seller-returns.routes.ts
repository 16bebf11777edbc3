import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sellerReturnListQuerySchema, sellerReturnListSchema, sellerReturnRowSchema } from "@domain/schemas/seller-returns";
import type { AppContext } from "../../app-context";
import { completeReturn } from "../../modules/returns/complete-return";
import { decideReturn } from "../../modules/returns/decide-return";
import { listSellerReturns } from "../../modules/returns/list-seller-returns";
import { openReturnPhoto } from "../../modules/returns/return-photos";
import { requireUser } from "../../plugins/guards";
import { returnPhotoParams, returnPhotoResponse, sendReturnPhoto } from "../return-photo-reply";

const params = z.strictObject({ returnId: z.string().max(100) });

/** The seller's return and exchange requests: list, approve or reject while pending, complete once approved. */
export const sellerReturnsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/returns",
      {
        config: { policy: { audience: "seller", owns: "self" } },
        schema: {
          tags: ["seller returns"],
          summary: "The seller's return and exchange requests, newest first",
          querystring: sellerReturnListQuerySchema,
          response: { 200: sellerReturnListSchema },
        },
      },
      async (request) => listSellerReturns(ctx.db, { sellerId: requireUser(request).id, ...request.query }),
    );

    for (const [action, decision] of [["approve", "approved"], ["reject", "rejected"]] as const) {
      app.post(
        `/returns/:returnId/${action}`,
        {
          config: { policy: { audience: "seller", owns: "return" } },
          schema: {
            tags: ["seller returns"],
            summary: `${action === "approve" ? "Approve" : "Reject"} a pending return or exchange request`,
            params,
            response: { 200: sellerReturnRowSchema },
          },
        },
        async (request) => decideReturn(ctx, { sellerId: requireUser(request).id, returnId: request.params.returnId, decision }),
      );
    }

    app.post(
      "/returns/:returnId/complete",
      {
        config: { policy: { audience: "seller", owns: "return" } },
        schema: {
          tags: ["seller returns"],
          summary: "Mark an approved request completed; a return refunds the buyer the returned quantity's share of what was paid, once",
          params,
          response: { 200: sellerReturnRowSchema },
        },
      },
      async (request) => completeReturn(ctx, { sellerId: requireUser(request).id, returnId: request.params.returnId, log: request.log }),
    );

    app.get(
      "/returns/:returnId/photos/:photoId",
      {
        config: { policy: { audience: "seller", owns: "return" } },
        schema: { tags: ["seller returns"], summary: "A photo the buyer attached to a return request", params: returnPhotoParams, response: { 200: returnPhotoResponse } },
      },
      async (request, reply) =>
        sendReturnPhoto(reply, await openReturnPhoto(ctx, { sellerId: requireUser(request).id }, request.params.returnId, request.params.photoId)),
    );
  };
