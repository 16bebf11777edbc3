import { formatAverage } from "@domain/reviews";
import type { RatingSummaryJson } from "@domain/schemas/reviews";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@web/lib/format-date";
import { StarRating } from "./star-rating";

/** The average, the count and the 5-to-1 bars, each read out as "5 stars: 12 reviews, 60%". */
export function RatingDistribution({ rating }: { rating: RatingSummaryJson }) {
  const { t } = useTranslation("reviews");
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex flex-col gap-1">
        <p className="text-4xl font-bold" aria-hidden="true">
          {formatAverage(rating.averageTenths)}
        </p>
        <StarRating stars={Math.round(rating.averageTenths / 10)} />
        <p className="text-sm text-muted-foreground">
          <span className="sr-only">{t("productPage.averageText", { average: formatAverage(rating.averageTenths) })} </span>
          {t("productPage.reviewCountPlain", { count: rating.count, formatted: formatNumber(rating.count) })}
        </p>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5" aria-label={t("productPage.distribution")}>
        {rating.distribution.map((row) => (
          <li key={row.stars} className="flex items-center gap-2 text-sm">
            <span className="sr-only">{t("productPage.distributionRow", { count: row.stars, reviews: t("productPage.reviewCountPlain", { count: row.count, formatted: formatNumber(row.count) }), percent: row.percent })}</span>
            <span aria-hidden="true" className="w-14 shrink-0">
              {t("productPage.starsShort", { count: row.stars })}
            </span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${row.percent}%` }} />
            </span>
            <span aria-hidden="true" className="w-16 shrink-0 text-right text-muted-foreground">
              {formatNumber(row.count)} ({row.percent}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
