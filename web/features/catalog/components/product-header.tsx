import { categoryPath } from "@domain/categories";
import type { ProductDetail } from "@domain/schemas/catalog";
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { useCategoryName } from "@web/lib/category-text";

/** Category link, name, rating state (no invented figures) and the seller (a link to its profile) with its blue tick. */
export function ProductHeader({ product }: { product: ProductDetail }) {
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
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Star aria-hidden="true" className="size-4" />
        {t("reviews.none")}
      </p>
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
    </div>
  );
}
