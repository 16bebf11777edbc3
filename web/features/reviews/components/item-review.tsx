import type { OrderItemReviewState } from "@domain/schemas/buyer-reviews";
import { useTranslation } from "react-i18next";
import { ReviewDialog } from "./review-dialog";
import { StarRating } from "./star-rating";

interface ItemReviewProps {
  item: { id: string; productName: string };
  /** The item's review state (undefined while it loads, or for an order that is not delivered). */
  state: OrderItemReviewState | undefined;
}

/** Under a delivered order's item: "Write a review", or the stars given and "Edit review" while it may be edited. */
export function ItemReview({ item, state }: ItemReviewProps) {
  const { t } = useTranslation("reviews");
  if (!state) return null;
  if (state.review) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="item-review">
        <span className="text-sm text-muted-foreground">{t("write.yourRating")}</span>
        <StarRating stars={state.review.stars} />
        {state.review.editable ? <ReviewDialog productName={item.productName} reviewId={state.review.id} /> : null}
      </div>
    );
  }
  return state.reviewable ? <ReviewDialog productName={item.productName} orderItemId={item.id} /> : null;
}
