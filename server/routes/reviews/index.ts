import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../app-context";
import { applyGuard } from "../../plugins/guards";
import { reviewFeedbackRoutes } from "./review-feedback.routes";

/**
 * Mounted at /api/reviews: what any signed-in user (buyer, seller or administrator) may do with a review someone
 * else wrote, on the product page: vote it helpful, report it. Writing and editing reviews are the buyer's
 * (/api/buyer/reviews), replies the seller's, moderation the administrator's.
 */
export const reviewsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    applyGuard(app, ctx, "signed-in");
    await app.register(reviewFeedbackRoutes(ctx));
  };
