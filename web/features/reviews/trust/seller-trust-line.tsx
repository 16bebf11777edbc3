import type { SellerTrust } from "@domain/schemas/seller-trust";
import { formatAverage } from "@domain/reviews";
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@web/lib/format-date";

/**
 * The compact trust line beside the seller's name on a product page: "★ 4.3 (12) · 92% response rate · 1,234 orders
 * delivered", the figures there are to judge, in one wrapping line that fits a 360 px phone.
 */
export function SellerTrustLine({ trust }: { trust: SellerTrust }) {
  const { t } = useTranslation("reviews");
  const parts: string[] = [];
  if (trust.responseRatePercent !== null) parts.push(t("trust.responseRateShort", { percent: trust.responseRatePercent }));
  if (trust.ordersDelivered > 0) parts.push(t("trust.ordersDelivered", { count: trust.ordersDelivered, formatted: formatNumber(trust.ordersDelivered) }));
  if (trust.onTimePercent !== null) parts.push(t("trust.onTime", { percent: trust.onTimePercent }));
  if (trust.rating.count > 0) {
    const rating = { average: formatAverage(trust.rating.averageTenths), count: trust.rating.count, formatted: formatNumber(trust.rating.count) };
    parts.unshift(t("trust.sellerRating", rating));
  }
  if (parts.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground" data-testid="seller-trust-line">
      <span className="sr-only">{t("trust.heading")}: </span>
      {parts.map((part, index) => (
        <span key={part} className="inline-flex items-center gap-1">
          {index > 0 ? <span aria-hidden="true">·</span> : null}
          {index === 0 && trust.rating.count > 0 ? <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" /> : null}
          <span className={index === 0 && trust.rating.count > 0 ? "font-medium text-foreground" : undefined}>{part}</span>
        </span>
      ))}
    </p>
  );
}
