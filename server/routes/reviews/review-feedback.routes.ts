import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { REVIEW_REPORTS_PER_HOUR, REVIEW_VOTES_PER_HOUR } from "@domain/reviews";
import { helpfulVoteSchema, reviewFeedbackParamsSchema, reviewReportedSchema, reviewReportSchema } from "@domain/schemas/reviews";
import type { AppContext } from "../../app-context";
import { setHelpfulVote } from "../../modules/reviews/helpful-votes";
import { reportReview } from "../../modules/reviews/report-review";
import { requireUser } from "../../plugins/guards";

const tags = ["reviews"];
// Any signed-in user, on any visible review: the rows written (a vote, a report) are the caller's own.
const policy = { audience: "signed-in", owns: "nothing" } as const;

type Identified = { currentUser: { id: string } | null; ip: string };
/** Per account (after the guard has identified it), in a sliding hour, as domain/reviews.ts sets. */
const perAccountHour = (name: string, max: number) =>
  ({ max, timeWindow: "1 hour", hook: "preHandler", keyGenerator: (request: Identified) => `${name}:${request.currentUser?.id ?? request.ip}` }) as const;
const voteRateLimit = perAccountHour("review-votes", REVIEW_VOTES_PER_HOUR);
const reportRateLimit = perAccountHour("review-reports", REVIEW_REPORTS_PER_HOUR);

/** "Was this helpful?" and "Report" on a product page's reviews. */
export const reviewFeedbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/:reviewId/helpful",
      {
        config: { policy, rateLimit: voteRateLimit },
        schema: {
          tags,
          summary: "Vote a review helpful (one vote per account; voting again changes nothing)",
          description: "422 REVIEW_OWN_VOTE on one's own review or a review of one's own product; 404 REVIEW_NOT_FOUND when it is unknown or hidden.",
          params: reviewFeedbackParamsSchema,
          response: { 200: helpfulVoteSchema },
        },
      },
      async (request) => setHelpfulVote(ctx.db, requireUser(request).id, request.params.reviewId, true),
    );

    app.delete(
      "/:reviewId/helpful",
      {
        config: { policy, rateLimit: voteRateLimit },
        schema: {
          tags,
          summary: "Take back one's helpful vote (no vote: changes nothing)",
          description: "422 REVIEW_OWN_VOTE on one's own review or a review of one's own product; 404 REVIEW_NOT_FOUND when it is unknown or hidden.",
          params: reviewFeedbackParamsSchema,
          response: { 200: helpfulVoteSchema },
        },
      },
      async (request) => setHelpfulVote(ctx.db, requireUser(request).id, request.params.reviewId, false),
    );

    app.post(
      "/:reviewId/reports",
      {
        config: { policy, rateLimit: reportRateLimit },
        schema: {
          tags,
          summary: "Report a review to the administrators, with a reason (`other` needs a note)",
          description: "409 REVIEW_ALREADY_REPORTED on a second report of the same review; 404 REVIEW_NOT_FOUND when it is unknown or hidden.",
          params: reviewFeedbackParamsSchema,
          body: reviewReportSchema,
          response: { 201: reviewReportedSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await reportReview(ctx.db, requireUser(request).id, request.params.reviewId, request.body)),
    );
  };
