import { and, eq, isNull, sql } from "drizzle-orm";
import type { AdminReview } from "@domain/schemas/admin-reviews";
import type { AppContext } from "../../app-context";
import type { Transaction } from "../../db/client";
import { productReviews, reviewReports } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { recordAdminAction } from "../audit/record-admin-action";
import { isUuid } from "../orders/order-id";
import { getAdminReview } from "./admin-review-list";

/**
 * An administrator's decision on a review, each in one transaction with its open reports resolved and its audit row:
 * - hide: it leaves the product page and every average at once (the database trigger moves the star counts);
 * - restore: it comes back, counted exactly as before;
 * - dismiss-reports: it stays as it is, its reports are answered.
 */
export type ReviewModerationAction = "hide" | "restore" | "dismiss-reports";

export async function moderateReview(ctx: AppContext, adminId: string, reviewId: string, action: ReviewModerationAction, reason: string): Promise<AdminReview> {
  if (!isUuid(reviewId)) throw notFound("Review", "REVIEW_NOT_FOUND");
  await ctx.db.transaction(async (tx) => {
    // Locked, so two administrators deciding at once are answered one after the other (the second gets the 409).
    const [review] = await tx.select().from(productReviews).where(eq(productReviews.id, reviewId)).for("update");
    if (!review) throw notFound("Review", "REVIEW_NOT_FOUND");
    const wasHidden = review.hiddenAt !== null;
    if (action === "hide" && wasHidden) throw conflict("REVIEW_ALREADY_HIDDEN");
    if (action === "restore" && !wasHidden) throw conflict("REVIEW_NOT_HIDDEN");

    const resolved = await resolveOpenReports(tx, reviewId, adminId);
    if (action === "dismiss-reports" && resolved === 0) throw conflict("REVIEW_NO_OPEN_REPORTS");
    if (action === "hide") {
      await tx.update(productReviews).set({ hiddenAt: sql`now()`, hiddenReason: reason, hiddenBy: adminId }).where(eq(productReviews.id, reviewId));
    } else if (action === "restore") {
      await tx.update(productReviews).set({ hiddenAt: null, hiddenReason: null, hiddenBy: null }).where(eq(productReviews.id, reviewId));
    }

    await recordAdminAction(tx, {
      actorId: adminId,
      action: action === "hide" ? "review.hide" : action === "restore" ? "review.restore" : "review.dismiss_reports",
      entityType: "review",
      entityId: reviewId,
      before: { hidden: wasHidden, ...(wasHidden ? { reason: review.hiddenReason } : {}), openReports: resolved },
      after: { hidden: action === "dismiss-reports" ? wasHidden : action === "hide", reason, openReports: 0 },
    });
  });
  return (await getAdminReview(ctx.db, reviewId))!;
}

/** Marks the review's open reports resolved by this administrator; answers how many there were. */
async function resolveOpenReports(tx: Transaction, reviewId: string, adminId: string): Promise<number> {
  const resolved = await tx
    .update(reviewReports)
    .set({ resolvedAt: sql`now()`, resolvedBy: adminId })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
  return resolved.length;
}
