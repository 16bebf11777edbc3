import type { AdminReview } from "@domain/schemas/admin-reviews";
import { EyeOff, Flag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { formatDate, formatDateTime } from "@web/lib/format-date";
import { ModerationDialog } from "./moderation-dialog";
import { ReviewPhotoLinks } from "./review-photo-links";
import { ReviewText } from "./review-text";

/** One review as an administrator judges it: the parties, the text, its open reports, and the decisions open to it. */
export function AdminReviewCard({ review }: { review: AdminReview }) {
  const { t } = useTranslation("reviews");
  const subject = t("adminReviews.subject", { product: review.product.name, buyer: review.buyer.name ?? t("moderation.verifiedBuyer") });
  return (
    <article aria-label={subject} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">{t("adminReviews.product")}</dt>
          <dd className="break-words">
            {review.product.id ? (
              <Link to={`/product/${review.product.id}`} className="inline-flex min-h-10 items-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-0">
                {review.product.name}
              </Link>
            ) : (
              review.product.name
            )}
          </dd>
          <dt className="text-muted-foreground">{t("adminReviews.seller")}</dt>
          <dd className="break-words">{review.seller.name ?? "—"}</dd>
          <dt className="text-muted-foreground">{t("adminReviews.buyer")}</dt>
          <dd className="break-words">{review.buyer.name ?? t("moderation.verifiedBuyer")}</dd>
        </dl>
        {review.hidden ? (
          <Badge variant="warning">
            <EyeOff aria-hidden="true" className="size-3" />
            {t("adminReviews.hiddenOn", { date: formatDate(review.hidden.at) })}
          </Badge>
        ) : null}
      </div>
      <ReviewText review={review} />
      <ReviewPhotoLinks photos={review.photos} />
      {review.hidden ? <p className="text-sm">{t("adminReviews.hiddenReason", { reason: review.hidden.reason })}</p> : null}
      {review.reply ? (
        <p className="rounded-md bg-muted/50 p-3 text-sm whitespace-pre-line break-words">
          <span className="font-medium">{t("adminReviews.sellerReply")}</span> {review.reply.text}
        </p>
      ) : null}
      {review.reports.length > 0 ? (
        <section aria-label={t("adminReviews.reportsLabel")} className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm dark:border-amber-900 dark:bg-amber-950/40">
          <h3 className="flex items-center gap-1.5 font-medium">
            <Flag aria-hidden="true" className="size-4" />
            {t("adminReviews.openReports", { count: review.reports.length })}
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            {review.reports.map((report) => (
              <li key={report.id} className="break-words">
                <span className="font-medium">{t(`adminReviews.reasons.${report.reason}`)}</span>
                {report.note ? `: ${report.note}` : null}
                <span className="block text-xs text-muted-foreground">
                  {report.reporter ?? t("adminReviews.unnamedReporter")} · {formatDateTime(report.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {review.hidden ? (
          <ModerationDialog reviewId={review.id} action="restore" subject={subject} />
        ) : (
          <ModerationDialog reviewId={review.id} action="hide" subject={subject} />
        )}
        {review.reports.length > 0 ? <ModerationDialog reviewId={review.id} action="dismiss-reports" subject={subject} /> : null}
      </div>
    </article>
  );
}
