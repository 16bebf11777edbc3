import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminReviewListQuerySchema, adminReviewPageSchema, adminReviewSchema } from "@domain/schemas/admin-reviews";
import { reviewModerationSchema } from "@domain/schemas/reviews";
import { reviewIdParamsSchema } from "@domain/schemas/seller-reviews";
import type { AppContext } from "../../app-context";
import { listAdminReviews } from "../../modules/reviews/admin-review-list";
import { moderateReview, type ReviewModerationAction } from "../../modules/reviews/moderate-review";
import { requireUser } from "../../plugins/guards";

const tags = ["admin reviews"];
// Administrators judge any review: no ownership to check.
const config = { policy: { audience: "admin", owns: "nothing" } } as const;

const actions: { action: ReviewModerationAction; summary: string }[] = [
  { action: "hide", summary: "Hide a review with a reason: it leaves the product page and the averages at once; its reports are resolved (audited)" },
  { action: "restore", summary: "Show a hidden review again, with a reason; it counts in the averages again (audited)" },
  { action: "dismiss-reports", summary: "Keep a reported review as it is and resolve its open reports, with a reason (audited)" },
];

/** The console's reported-reviews queue and the decisions on a review. */
export const adminReviewsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/reviews",
      {
        config,
        schema: {
          tags,
          summary: "Reviews to judge: reported (longest waiting first), hidden, or all, with their open reports",
          querystring: adminReviewListQuerySchema,
          response: { 200: adminReviewPageSchema },
        },
      },
      async (request) => listAdminReviews(ctx.db, request.query),
    );

    for (const { action, summary } of actions) {
      app.post(
        `/reviews/:reviewId/${action}`,
        { config, schema: { tags, summary, params: reviewIdParamsSchema, body: reviewModerationSchema, response: { 200: adminReviewSchema } } },
        async (request) => moderateReview(ctx, requireUser(request).id, request.params.reviewId, action, request.body.reason),
      );
    }
  };
