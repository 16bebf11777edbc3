import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { REVIEW_WRITES_PER_HOUR } from "@domain/reviews";
import { reviewReplySchema } from "@domain/schemas/reviews";
import { reviewIdParamsSchema, sellerReviewListQuerySchema, sellerReviewPageSchema, sellerReviewSchema } from "@domain/schemas/seller-reviews";
import type { AppContext } from "../../app-context";
import { replyToReview } from "../../modules/reviews/reply-to-review";
import { listSellerReviews } from "../../modules/reviews/seller-review-list";
import { requireUser } from "../../plugins/guards";

const tags = ["seller reviews"];

/** Replies count per account like reviews do (domain REVIEW_WRITES_PER_HOUR), after the guard has named it. */
const replyRateLimit = {
  max: REVIEW_WRITES_PER_HOUR,
  timeWindow: "1 hour",
  hook: "preHandler",
  keyGenerator: (request: { currentUser: { id: string } | null; ip: string }) => `review-reply:${request.currentUser?.id ?? request.ip}`,
} as const;

/** Reviews of the seller's products, and its one public reply to each. */
export const sellerReviewsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/reviews",
      {
        config: { policy: { audience: "seller", owns: "self" } },
        schema: {
          tags,
          summary: "Reviews of the seller's products, newest first (all, or awaiting a reply), with its overall rating",
          querystring: sellerReviewListQuerySchema,
          response: { 200: sellerReviewPageSchema },
        },
      },
      async (request) => listSellerReviews(ctx.db, requireUser(request).id, request.query),
    );

    app.put(
      "/reviews/:reviewId/reply",
      {
        config: { policy: { audience: "seller", owns: "review" }, rateLimit: replyRateLimit },
        schema: {
          tags,
          summary: "Write or change the seller's public reply to a review of its product (a change is marked edited)",
          params: reviewIdParamsSchema,
          body: reviewReplySchema,
          response: { 200: sellerReviewSchema },
        },
      },
      async (request) => replyToReview(ctx.db, requireUser(request).id, request.params.reviewId, request.body.text),
    );
  };
