import { REVIEW_SORTS, type ReviewSort } from "@domain/reviews";
import type { RatingSummaryJson } from "@domain/schemas/reviews";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { reviewsOnScreen, useProductReviews } from "../api/product-reviews";
import { ProductReviewCard } from "./product-review-card";
import { RatingDistribution } from "./rating-distribution";

/** Where the header's rating link leads. */
export const PRODUCT_REVIEWS_ID = "reviews";

/**
 * The product page's Reviews: the rating with its 5-to-1 distribution, then the visible reviews newest or most
 * helpful first, a page at a time ("Load more"). `rating` is the product's own (its page already has it), so the
 * summary shows at once; the list's answer carries the same figures.
 */
export function ProductReviewsSection({ productId, rating }: { productId: string; rating: RatingSummaryJson }) {
  const { t } = useTranslation("reviews");
  const [sort, setSort] = useState<ReviewSort>("newest");
  const sortId = useId();
  const reviews = useProductReviews(productId, sort);
  const summary = reviews.data?.pages[0]?.summary ?? rating;
  const items = reviewsOnScreen(reviews.data?.pages ?? []);

  return (
    <section id={PRODUCT_REVIEWS_ID} aria-labelledby="reviews-heading" className="flex scroll-mt-20 flex-col gap-4 lg:col-span-2">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        {t("productPage.heading")}
      </h2>
      {summary.count === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-border p-4">
          <Star aria-hidden="true" className="size-6 text-muted-foreground" />
          <div>
            <p className="font-medium">{t("productPage.none")}</p>
            <p className="text-sm text-muted-foreground">{t("productPage.noneText")}</p>
          </div>
        </div>
      ) : (
        <>
          <RatingDistribution rating={summary} />
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={sortId} className="text-sm font-medium">
              {t("productPage.sortLabel")}
            </label>
            <Select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as ReviewSort)} className="w-auto">
              {REVIEW_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`productPage.sorts.${option}`)}
                </option>
              ))}
            </Select>
          </div>
          {reviews.isError && items.length === 0 ? (
            <div className="flex flex-col items-start gap-2 text-sm">
              <p role="alert">{t("productPage.loadFailed")}</p>
              <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
                {t("common:retry")}
              </Button>
            </div>
          ) : reviews.isPending ? (
            <Spinner />
          ) : (
            <div aria-busy={reviews.isPlaceholderData || undefined}>
              {items.map((review) => (
                <ProductReviewCard key={review.id} productId={productId} review={review} />
              ))}
            </div>
          )}
          {reviews.hasNextPage ? (
            <Button variant="outline" className="w-full sm:w-fit" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
              {reviews.isFetchingNextPage ? t("productPage.loadingMore") : t("productPage.loadMore")}
            </Button>
          ) : null}
          {reviews.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("productPage.loadFailed")} {errorMessage(reviews.error)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
