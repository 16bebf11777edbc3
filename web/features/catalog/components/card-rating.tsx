import { formatAverage } from "@domain/reviews";
import type { ProductSummary } from "@domain/schemas/catalog";
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";

const countFormat = new Intl.NumberFormat("en-IN");

/**
 * A card's rating in one short line, "★ 4.3 (12)", read out as "Rated 4.3 out of 5 from 12 reviews". A product
 * without reviews shows nothing: a card has no room for an empty row of stars, and no stars say the same.
 */
export function CardRating({ rating }: { rating: ProductSummary["rating"] }) {
  const { t } = useTranslation("catalog");
  if (rating.count === 0) return null;
  const average = formatAverage(rating.averageTenths);
  const formatted = countFormat.format(rating.count);
  return (
    <p className="flex items-center gap-1 text-xs" data-testid="card-rating">
      <Star aria-hidden="true" className="size-3.5 shrink-0 fill-amber-400 text-amber-500" />
      <span aria-hidden="true" className="font-semibold tabular-nums">
        {average}
      </span>
      <span aria-hidden="true" className="tabular-nums text-muted-foreground">
        ({formatted})
      </span>
      <span className="sr-only">{t("card.rating", { count: rating.count, average, formatted })}</span>
    </p>
  );
}
