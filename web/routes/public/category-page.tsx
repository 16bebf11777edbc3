import { categoryFromRouteParam } from "@domain/categories";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { type CategoryFilters, categoryFilterParams, readCategoryFilters } from "@web/features/catalog/category-filters";
import { CategoryProducts } from "@web/features/catalog/components/category-products";
import { FeaturedSellers } from "@web/features/catalog/components/featured-sellers";
import { useCategoryDescription, useCategoryName } from "@web/lib/category-text";
import { usePageMeta } from "@web/lib/page-meta";

/**
 * /products/category/{categoryName}: the active products of one category (the name arrives decoded), with its
 * search, sort and filters in the URL so a filtered listing can be shared.
 */
export default function CategoryPage() {
  const { categoryName = "" } = useParams();
  const category = categoryFromRouteParam(categoryName);
  const [searchParams, setSearchParams] = useSearchParams();
  const onChange = useCallback(
    (next: CategoryFilters) => setSearchParams(categoryFilterParams(next), { replace: true }),
    [setSearchParams],
  );

  const { t } = useTranslation("catalog");
  const nameOf = useCategoryName();
  const descriptionOf = useCategoryDescription();

  if (!category) return <UnknownCategory name={categoryName} />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label={t("product.breadcrumb")} className="mb-3 text-sm">
        <Link to="/products" className="tap-target text-primary underline-offset-4 hover:underline">
          {t("product.marketplace")}
        </Link>
      </nav>
      <PageTitle title={nameOf(category)} description={descriptionOf(category)} showDescription />
      <CategoryProducts
        key={category}
        category={category}
        filters={readCategoryFilters(searchParams)}
        onChange={onChange}
      />
      <FeaturedSellers category={category} className="mt-12" />
    </div>
  );
}

function UnknownCategory({ name }: { name: string }) {
  const { t } = useTranslation("catalog");
  usePageMeta(t("category.notFoundTitle"));
  return (
    <EmptyState
      className="py-20"
      title={t("category.notFoundTitle")}
      description={t("category.notFoundText", { name })}
      action={
        <Button asChild>
          <Link to="/products">{t("category.backToMarketplace")}</Link>
        </Button>
      }
    />
  );
}
