import type { BuyerReview } from "@domain/schemas/buyer-reviews";
import { EyeOff, ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent } from "@web/components/ui/card";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { formatDate } from "@web/lib/format-date";
import { DeleteReviewButton } from "./delete-review-button";
import { ReviewDialog } from "./review-dialog";
import { ReviewPhotoLinks } from "./review-photo-links";
import { ReviewText } from "./review-text";

/** One of "My reviews": the product and order, the review ("edited"), a moderator's hiding, the seller's reply. */
export function MyReviewCard({ review }: { review: BuyerReview }) {
  const { t } = useTranslation("reviews");
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-4">
        <div className="flex gap-3">
          {review.imageUrl ? (
            <ResponsiveImage mediaUrl={review.imageUrl} sizes="56px" alt="" width={56} height={56} className="size-14 shrink-0 rounded-md border border-border object-cover" />
          ) : (
            <span className="flex size-14 shrink-0 items-center justify-center rounded-md border border-border bg-muted">
              <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
            </span>
          )}
          <div className="flex min-w-0 flex-col">
            {review.productId ? (
              <Link to={`/product/${review.productId}`} className="tap-target font-medium break-words text-primary hover:underline">
                {review.productName}
              </Link>
            ) : (
              <span className="font-medium break-words">{review.productName}</span>
            )}
            <Link to={`/buyer-dashboard/orders/${review.orderId}`} className="tap-target text-sm text-muted-foreground hover:underline">
              {t("myReviews.order", { number: review.orderNumber })}
            </Link>
          </div>
        </div>
        <ReviewText review={review} />
        <ReviewPhotoLinks photos={review.photos} />
        {review.hidden ? (
          <div role="note" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="font-medium">{t("myReviews.hidden")}</span> {t("myReviews.hiddenReason", { reason: review.hidden.reason })}
            </p>
          </div>
        ) : null}
        {review.reply ? (
          <div className="rounded-md border-l-4 border-primary bg-muted/50 p-3 text-sm">
            <p className="font-medium">{t("myReviews.sellerReply")}</p>
            <p className="whitespace-pre-line break-words">{review.reply.text}</p>
            <p className="text-xs text-muted-foreground">{formatDate(review.reply.repliedAt)}</p>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {review.editable ? (
            <>
              <ReviewDialog productName={review.productName} review={review} />
              <span className="text-xs text-muted-foreground">{t("myReviews.editableUntil", { date: formatDate(review.editableUntil) })}</span>
            </>
          ) : null}
          {/* A hidden review stays for the moderator's record: the server refuses its deletion (REVIEW_ALREADY_HIDDEN). */}
          {review.hidden ? null : <DeleteReviewButton reviewId={review.id} />}
        </div>
      </CardContent>
    </Card>
  );
}
