import type { PublicReview } from "@domain/schemas/reviews";
import { BadgeCheck, Store } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/format-date";
import { HelpfulButton } from "./helpful-button";
import { ReportReviewButton } from "./report-review-button";
import { ReviewPhotoViewer } from "./review-photo-viewer";
import { StarRating } from "./star-rating";

/**
 * One review on the product page: stars, title, text (plain, line breaks kept), "Verified purchase", who wrote it
 * ("A verified buyer" when the account is gone or unnamed) and when, its photos, the seller's reply, and the reader's
 * "Was this helpful?" and "Report".
 */
export function ProductReviewCard({ productId, review }: { productId: string; review: PublicReview }) {
  const { t } = useTranslation("reviews");
  const reviewer = review.reviewer ?? t("productPage.verifiedBuyer");
  return (
    <article className="flex flex-col gap-3 border-b border-border py-4 last:border-b-0" aria-label={t("productPage.reviewBy", { reviewer })}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating stars={review.stars} />
        {review.title ? <h3 className="font-semibold break-words">{review.title}</h3> : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t("productPage.verifiedPurchase")}
        </Badge>
        <span className="font-medium text-foreground">{reviewer}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {review.edited ? <span>({t("productPage.edited")})</span> : null}
      </p>
      {review.text ? <p className="text-sm leading-relaxed whitespace-pre-line break-words">{review.text}</p> : null}
      <ReviewPhotoViewer photos={review.photos} reviewer={reviewer} />
      {review.reply ? (
        <div className="flex flex-col gap-1 rounded-md border-l-4 border-primary bg-muted/50 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 font-medium">
            <Store aria-hidden="true" className="size-4" />
            {t("productPage.sellerReply")}
            <span className="font-normal text-muted-foreground">
              {formatDate(review.reply.repliedAt)}
              {review.reply.edited ? ` (${t("productPage.edited")})` : null}
            </span>
          </p>
          <p className="whitespace-pre-line break-words">{review.reply.text}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <HelpfulButton productId={productId} review={review} />
        <ReportReviewButton reviewId={review.id} reviewer={reviewer} />
      </div>
    </article>
  );
}
