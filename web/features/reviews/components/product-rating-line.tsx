import { formatAverage } from "@domain/reviews";
import type { RatingSummaryJson } from "@domain/schemas/reviews";
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@web/lib/format-date";
import { StarRating } from "./star-rating";
import { PRODUCT_REVIEWS_ID } from "./product-reviews-section";

/** The product header's rating: "4.3 ★★★★☆ (12 reviews)", a link down to the reviews; "No reviews yet" without any. */
export function ProductRatingLine({ rating }: { rating: RatingSummaryJson }) {
  const { t } = useTranslation("reviews");
  if (rating.count === 0) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Star aria-hidden="true" className="size-4" />
        {t("productPage.none")}
      </p>
    );
  }
  const average = formatAverage(rating.averageTenths);
  return (
    <a
      href={`#${PRODUCT_REVIEWS_ID}`}
      className="tap-target w-fit gap-2 text-sm underline-offset-4 hover:underline"
      aria-label={t("productPage.headerLabel", { average, count: rating.count, formatted: formatNumber(rating.count) })}
    >
      <span aria-hidden="true" className="font-semibold">
        {average}
      </span>
      <StarRating stars={Math.round(rating.averageTenths / 10)} className="pointer-events-none" />
      <span aria-hidden="true" className="text-primary">
        {t("productPage.reviewCount", { count: rating.count, formatted: formatNumber(rating.count) })}
      </span>
    </a>
  );
}
