import type { SellerTrust } from "@domain/schemas/seller-trust";
import { formatAverage } from "@domain/reviews";
import { BadgeCheck, CalendarDays, Clock, MessageCircle, PackageCheck, Truck } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StarRating } from "../components/star-rating";
import { formatNumber } from "@web/lib/format-date";
import { type TrustFact, trustFacts } from "./trust-facts";

const ICONS: Record<TrustFact["key"], LucideIcon> = {
  responseRate: MessageCircle,
  responseTime: Clock,
  delivered: PackageCheck,
  onTime: Truck,
  years: CalendarDays,
};

/**
 * The seller page's trust panel: its products' rating (stars, average and count), how it answers enquiries and
 * delivers, its years here and the verified tick (worded apart from the header's "Verified seller" badge), all
 * computed by the server from real orders and conversations.
 */
export function SellerTrustPanel({ trust }: { trust: SellerTrust }) {
  const { t } = useTranslation("reviews");
  const { rating } = trust;
  return (
    <section aria-labelledby="seller-trust-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id="seller-trust-heading" className="text-lg font-semibold">
        {t("trust.heading")}
      </h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="seller-trust-rating">
        {rating.count === 0 ? (
          <p className="text-sm text-muted-foreground">{t("trust.noReviews")}</p>
        ) : (
          <>
            <StarRating stars={Math.round(rating.averageTenths / 10)} className="[&_svg]:size-5" />
            <p className="text-sm">
              <span className="text-2xl font-bold">{formatAverage(rating.averageTenths)}</span>
              <span className="sr-only"> {t("trust.outOfFive")}</span>{" "}
              <span className="text-muted-foreground">{t("trust.reviewCount", { count: rating.count, formatted: formatNumber(rating.count) })}</span>
            </p>
          </>
        )}
      </div>
      <ul className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        {trustFacts(trust, t).map(({ key, text }) => {
          const Icon = ICONS[key];
          return (
            <li key={key} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span>{text}</span>
            </li>
          );
        })}
        {trust.verified ? (
          <li className="flex items-center gap-2 font-medium text-verified">
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
            <span>{t("trust.verified")}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
