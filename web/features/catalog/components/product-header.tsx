import { categoryPath } from "@domain/categories";
import type { ProductDetail } from "@domain/schemas/catalog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { useCategoryName } from "@web/lib/category-text";

/**
 * Category link, name, `rating` (the reviews' average and count, composed in by the page) and the seller (a link to
 * its profile) with its blue tick, then `sellerTrust`: the seller's trust line, composed in by the page.
 */
export function ProductHeader({ product, rating, sellerTrust }: { product: ProductDetail; rating?: ReactNode; sellerTrust?: ReactNode }) {
  const { t } = useTranslation("catalog");
  const categoryName = useCategoryName();
  return (
    <div className="flex flex-col gap-2">
      <Link
        to={categoryPath(product.category)}
        className="tap-target w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {categoryName(product.category)}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{product.name}</h1>
      {rating}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="text-muted-foreground">{t("product.soldBy")}</span>
        <Link
          to={`/seller/${product.seller.id}`}
          className="tap-target font-semibold text-primary underline-offset-4 hover:underline"
        >
          {product.seller.companyName}
        </Link>
        {product.seller.isVerified ? <VerifiedBadge withLabel /> : null}
      </p>
      {sellerTrust}
    </div>
  );
}
