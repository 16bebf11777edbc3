import type { ReviewReport, ReviewReported } from "@domain/schemas/reviews";
import { reviewReportSchema } from "@domain/schemas/reviews";
import type { Database } from "../../db/client";
import { reviewReports } from "../../db/schema";
import { conflict } from "../../errors";
import { findVisibleReview } from "./visible-review";

/**
 * Any signed-in user's report of a visible review, for an administrator to look at (the reported-reviews console).
 * One per user per review (a unique key): a second is 409 REVIEW_ALREADY_REPORTED, whether or not the first is
 * resolved. Reporting one's own review is allowed: it is how a buyer past the edit window asks for, say, a phone
 * number they wrote to be taken down; a seller may report reviews of its own products, the administrator judges.
 */
export async function reportReview(db: Database, reporterId: string, reviewId: string, input: ReviewReport): Promise<ReviewReported> {
  const report = reviewReportSchema.parse(input);
  return db.transaction(async (tx) => {
    await findVisibleReview(tx, reviewId, "share");
    const [row] = await tx
      .insert(reviewReports)
      .values({ reviewId, reporterId, reason: report.reason, note: report.note })
      .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
      .returning({ id: reviewReports.id, reason: reviewReports.reason, createdAt: reviewReports.createdAt });
    if (!row) throw conflict("REVIEW_ALREADY_REPORTED");
    return { id: row.id, reason: row.reason, createdAt: row.createdAt.toISOString() };
  });
}
