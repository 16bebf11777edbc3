import type { RatingSummaryJson } from "@domain/schemas/reviews";
import { formatAverage } from "@domain/reviews";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatNumber } from "@web/lib/format-date";
import { StarRating } from "./star-rating";

/** The seller's overall rating over its visible reviews: the average, the count and the 5-to-1 distribution. */
export function SellerRatingSummary({ summary }: { summary: RatingSummaryJson }) {
  const { t } = useTranslation("reviews");
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t("sellerReviews.summaryTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
        {summary.count === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sellerReviews.noRating")}</p>
        ) : (
          <>
            <div className="flex flex-col gap-1">
              <p className="text-4xl font-bold">{formatAverage(summary.averageTenths)}</p>
              <StarRating stars={Math.round(summary.averageTenths / 10)} />
              <p className="text-sm text-muted-foreground">{t("sellerReviews.reviewCount", { count: summary.count, formatted: formatNumber(summary.count) })}</p>
            </div>
            <dl className="flex flex-1 flex-col gap-1.5">
              {summary.distribution.map((row) => (
                <div key={row.stars} className="flex items-center gap-2 text-sm">
                  <dt className="w-12 shrink-0">{t("sellerReviews.starsRow", { count: row.stars })}</dt>
                  <dd className="flex flex-1 items-center gap-2">
                    <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                      <span className="block h-full rounded-full bg-amber-400" style={{ width: `${row.percent}%` }} />
                    </span>
                    <span className="w-20 shrink-0 text-right text-muted-foreground">{t("sellerReviews.rowCount", { count: row.count, percent: row.percent })}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
