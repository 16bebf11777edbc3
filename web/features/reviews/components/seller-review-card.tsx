import type { SellerReview } from "@domain/schemas/seller-reviews";
import { EyeOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/format-date";
import { ReplyDialog } from "./reply-dialog";
import { ReviewPhotoLinks } from "./review-photo-links";
import { ReviewText } from "./review-text";

/** One review of the seller's product, with the seller's public reply (or the button to write it). */
export function SellerReviewCard({ review }: { review: SellerReview }) {
  const { t } = useTranslation("reviews");
  return (
    <article aria-label={t("sellerReviews.cardLabel", { product: review.product.name })} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {review.product.id ? (
          <Link to={`/product/${review.product.id}`} className="inline-flex min-h-10 items-center font-medium break-words text-primary underline-offset-4 hover:underline sm:min-h-0">
            {review.product.name}
          </Link>
        ) : (
          <span className="font-medium break-words">{review.product.name}</span>
        )}
        {review.hidden ? (
          <Badge variant="warning">
            <EyeOff aria-hidden="true" className="size-3" />
            {t("sellerReviews.hidden")}
          </Badge>
        ) : null}
      </div>
      <ReviewText review={review} />
      <ReviewPhotoLinks photos={review.photos} />
      {review.reply ? (
        <div className="rounded-md border-l-4 border-primary/60 bg-muted/50 p-3">
          <p className="text-xs font-medium text-muted-foreground">
            {t("sellerReviews.yourReply")} · {formatDate(review.reply.repliedAt)}
            {review.reply.edited ? ` · ${t("moderation.edited")}` : null}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line break-words">{review.reply.text}</p>
        </div>
      ) : null}
      <div>
        <ReplyDialog reviewId={review.id} current={review.reply?.text ?? null} productName={review.product.name} />
      </div>
    </article>
  );
}
