import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageTitle } from "@web/components/ui/page-title";
import { CategoryLinks } from "@web/features/catalog/components/category-links";
import { MarketplaceFilters } from "@web/features/catalog/components/marketplace-filters";
import { SearchResults } from "@web/features/catalog/components/search-results";
import { marketplaceSearchParams, readMarketplaceSearch } from "@web/features/catalog/marketplace-search";
import { PostRequirementCta } from "@web/features/requirements/components/post-requirement-cta";

/**
 * /products: every product, newest first, one page at a time, with search, price range and sort applied by Apply,
 * and the categories one click away. The listing lives in the URL (?q=&min=&max=&sort=), so it can be shared and
 * Back returns to the previous one.
 */
export default function ProductsPage() {
  const { t } = useTranslation("catalog");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = readMarketplaceSearch(searchParams);
  const clear = () => void navigate("/products");

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div>
        <PageTitle title={t("marketplace.title")} description={t("marketplace.description")} className="mb-2" />
        <p className="text-muted-foreground">{t("marketplace.intro")}</p>
      </div>
      <PostRequirementCta />
      <section aria-labelledby="categories-heading" className="flex flex-col gap-2">
        <h2 id="categories-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {t("marketplace.categoriesHeading")}
        </h2>
        <CategoryLinks headingId="categories-heading" />
      </section>
      <MarketplaceFilters
        key={searchParams.toString()}
        initial={search}
        onApply={(next) => {
          const params = marketplaceSearchParams(next).toString();
          // Applying the same listing again refreshes nothing and should not add a Back step.
          void navigate(params ? `/products?${params}` : "/products", { replace: params === searchParams.toString() });
        }}
        onClear={clear}
      />
      <SearchResults search={search} onClear={clear} />
    </div>
  );
}
