import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { REVIEW_WRITES_PER_HOUR } from "@domain/reviews";
import {
  buyerReviewListQuerySchema,
  buyerReviewListSchema,
  buyerReviewSchema,
  orderReviewStatesSchema,
  reviewIdParamsSchema,
  reviewPhotoParamsSchema,
} from "@domain/schemas/buyer-reviews";
import { createReviewSchema, editReviewSchema, reviewPhotoSchema } from "@domain/schemas/reviews";
import type { AppContext } from "../../app-context";
import { getBuyerReview } from "../../modules/reviews/buyer-review-rows";
import { deleteReview } from "../../modules/reviews/delete-review";
import { editReview } from "../../modules/reviews/edit-review";
import { listBuyerReviews } from "../../modules/reviews/list-buyer-reviews";
import { orderReviewStates } from "../../modules/reviews/order-review-states";
import { addReviewPhoto, deleteReviewPhoto, precheckReviewPhoto } from "../../modules/reviews/review-photos";
import { writeReview } from "../../modules/reviews/write-review";
import { REVIEW_PHOTO_UPLOADS } from "../../platform/storage/upload-policies";
import { requireUser } from "../../plugins/guards";
import { receiveFileField, registerMultipartUploads } from "../../plugins/multipart-uploads";

const tags = ["buyer reviews"];
const own = { policy: { audience: "buyer", owns: "self" } } as const;
const review = { policy: { audience: "buyer", owns: "review" } } as const;
/** Per account (not per address: CGNAT puts many buyers behind one), reviews written, edited, deleted and photos. */
const reviewWriteRateLimit = {
  max: REVIEW_WRITES_PER_HOUR,
  timeWindow: "1 hour",
  hook: "preHandler",
  keyGenerator: (request: { currentUser: { id: string } | null; ip: string }) => `review-writes:${request.currentUser?.id ?? request.ip}`,
} as const;

/** Reviews, the writer's side (issue 33): write one per delivered item, edit within 30 days, photos, My reviews. */
export const buyerReviewsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // multipart/form-data is accepted in this scope only: the reviews' photos.
    await registerMultipartUploads(app);

    app.get(
      "/reviews",
      { config: own, schema: { tags, summary: "My reviews: the caller's reviews, newest first (hidden ones with the reason)", querystring: buyerReviewListQuerySchema, response: { 200: buyerReviewListSchema } } },
      async (request) => listBuyerReviews(ctx.db, requireUser(request).id, request.query),
    );

    app.get(
      "/reviews/:reviewId",
      { config: review, schema: { tags, summary: "One of the caller's reviews, to edit it", params: reviewIdParamsSchema, response: { 200: buyerReviewSchema } } },
      async (request) => getBuyerReview(ctx.db, requireUser(request).id, request.params.reviewId),
    );

    app.post(
      "/reviews",
      {
        config: { ...own, rateLimit: reviewWriteRateLimit },
        schema: {
          tags,
          summary:
            "Review one item of the caller's delivered order, once, within 90 days of delivery (404 ORDER_ITEM_NOT_FOUND, 403 REVIEW_ADMIN_ACCOUNT, 403 REVIEW_OWN_PRODUCT, 409 REVIEW_ORDER_NOT_DELIVERED, 409 REVIEW_WINDOW_CLOSED, 409 REVIEW_ALREADY_WRITTEN)",
          body: createReviewSchema,
          response: { 201: buyerReviewSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await writeReview(ctx, requireUser(request).id, request.body)),
    );

    app.patch(
      "/reviews/:reviewId",
      {
        config: { ...review, rateLimit: reviewWriteRateLimit },
        schema: {
          tags,
          summary: "Change one's review within 30 days of writing it; it shows as edited (409 REVIEW_EDIT_WINDOW_CLOSED)",
          params: reviewIdParamsSchema,
          body: editReviewSchema,
          response: { 200: buyerReviewSchema },
        },
      },
      async (request) => editReview(ctx, requireUser(request).id, request.params.reviewId, request.body),
    );

    app.delete(
      "/reviews/:reviewId",
      {
        config: { ...review, rateLimit: reviewWriteRateLimit },
        schema: { tags, summary: "Delete one's review (its stars leave the product's rating, its photos are removed)", params: reviewIdParamsSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await deleteReview(ctx, requireUser(request).id, request.params.reviewId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      "/reviews/:reviewId/photos",
      {
        config: { ...review, rateLimit: reviewWriteRateLimit },
        schema: {
          tags,
          summary:
            "Add a photo to one's review within its edit window (JPEG, PNG or WebP up to 10 MB, multipart field `file`; re-encoded, metadata removed, public; 422 REVIEW_PHOTO_LIMIT after 3)",
          params: reviewIdParamsSchema,
          consumes: ["multipart/form-data"],
          response: { 201: reviewPhotoSchema },
        },
      },
      async (request, reply) => {
        const buyerId = requireUser(request).id;
        // Someone else's review, a closed window or a full set is refused before the file is read.
        await precheckReviewPhoto(ctx, buyerId, request.params.reviewId);
        const upload = await receiveFileField(request, REVIEW_PHOTO_UPLOADS);
        return reply.code(201).send(await addReviewPhoto(ctx, buyerId, request.params.reviewId, upload));
      },
    );

    app.delete(
      "/reviews/:reviewId/photos/:photoId",
      {
        config: { ...review, rateLimit: reviewWriteRateLimit },
        schema: { tags, summary: "Remove a photo from one's review", params: reviewPhotoParamsSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await deleteReviewPhoto(ctx, requireUser(request).id, request.params.reviewId, request.params.photoId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/orders/:orderId/reviews",
      {
        config: { policy: { audience: "buyer", owns: "order" } },
        schema: {
          tags,
          summary: "For each item of the caller's order: whether it may be reviewed now, and its review (stars, still editable)",
          params: z.strictObject({ orderId: z.string().max(100) }),
          response: { 200: orderReviewStatesSchema },
        },
      },
      async (request) => orderReviewStates(ctx.db, requireUser(request).id, request.params.orderId),
    );
  };
