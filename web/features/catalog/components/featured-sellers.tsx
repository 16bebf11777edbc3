import type { CategoryName } from "@domain/categories";
import { MapPin, Store } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { useFeaturedSellers } from "../api/featured-sellers";

/**
 * "Featured sellers": sellers whose plan features them, from real data (nothing shows while none qualifies or the
 * list cannot be read: it is a bonus, never in the way of the products).
 */
export function FeaturedSellers({ category, className }: { category?: CategoryName; className?: string }) {
  const { t } = useTranslation("catalog");
  const { data } = useFeaturedSellers(category);
  if (!data?.sellers.length) return null;
  return (
    <section aria-labelledby="featured-sellers-heading" className={className}>
      <h2 id="featured-sellers-heading" className="mb-4 text-xl font-semibold tracking-tight">
        {t("featuredSellers.title")}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {data.sellers.map((seller) => (
          <li key={seller.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="flex items-center gap-1 font-medium">
                <Store aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span>{seller.companyName ?? t("featuredSellers.unnamed")}</span>
                {seller.isVerified ? <VerifiedBadge /> : null}
              </p>
              <Badge variant="secondary">{seller.planName}</Badge>
            </div>
            {seller.city || seller.state ? (
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4" />
                {[seller.city, seller.state].filter(Boolean).join(", ")}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">{t("featuredSellers.products", { count: seller.productCount })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
