import type { PublicSellerProfile } from "@domain/schemas/public-seller";
import { Award, Store } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { formatDate, formatNumber } from "@web/lib/format-date";

interface SellerProfileHeaderProps {
  seller: PublicSellerProfile;
  /** The page's Contact Seller control, composed in by the page. */
  contactButton: ReactNode;
}

/** The seller's name (the page's h1) with its tick and plan badge, its business details, and Contact Seller. */
export function SellerProfileHeader({ seller, contactButton }: SellerProfileHeaderProps) {
  const { t } = useTranslation("catalog");
  const place = [seller.city, seller.state].filter(Boolean).join(", ");
  const details: [string, string][] = [
    ...(seller.businessType ? [[t("sellerProfile.businessType"), t(`sellerProfile.businessTypes.${seller.businessType}`)] as [string, string]] : []),
    ...(place ? [[t("sellerProfile.location"), place] as [string, string]] : []),
    [t("sellerProfile.memberSince"), formatDate(seller.memberSince)],
    [t("sellerProfile.activeProducts"), formatNumber(seller.activeProductCount)],
  ];
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
            <Store aria-hidden="true" className="size-7 shrink-0 text-muted-foreground" />
            <span className="min-w-0">{seller.companyName ?? t("sellerProfile.unnamed")}</span>
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            {seller.isVerified ? <VerifiedBadge withLabel /> : null}
            {seller.featuredPlanName ? (
              <Badge variant="secondary">
                <Award aria-hidden="true" className="size-3.5" />
                {t("sellerProfile.featuredBadge", { plan: seller.featuredPlanName })}
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="w-full sm:w-auto [&>button]:w-full">{contactButton}</div>
      </div>
      <h2 className="sr-only">{t("sellerProfile.detailsLabel")}</h2>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {details.map(([term, value]) => (
          <div key={term} className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
