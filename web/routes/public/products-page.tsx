import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageTitle } from "@web/components/ui/page-title";
import { CategoryGrid } from "@web/features/catalog/components/category-grid";
import { MarketplaceFilters } from "@web/features/catalog/components/marketplace-filters";
import { SearchResults } from "@web/features/catalog/components/search-results";
import { marketplaceSearchParams, readMarketplaceSearch } from "@web/features/catalog/marketplace-search";

/**
 * /products: the category browser, and search across all categories once Apply is pressed. The search lives in
 * the URL (?q=&min=&max=&sort=), so results can be shared and Back returns to the previous search or the cards.
 */
export default function ProductsPage() {
  const { t } = useTranslation("catalog");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = readMarketplaceSearch(searchParams);
  const clear = () => void navigate("/products");

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <div>
        <PageTitle title={t("marketplace.title")} description={t("marketplace.description")} className="mb-2" />
        <p className="text-muted-foreground">{t("marketplace.intro")}</p>
      </div>
      <MarketplaceFilters
        key={searchParams.toString()}
        initial={search}
        onApply={(next) => {
          const params = marketplaceSearchParams(next).toString();
          // Applying the same search again refreshes nothing and should not add a Back step.
          void navigate(`/products?${params}`, { replace: params === searchParams.toString() });
        }}
        onClear={clear}
      />
      {search ? (
        <SearchResults search={search} onClear={clear} />
      ) : (
        <section aria-labelledby="categories-heading" className="flex flex-col gap-4">
          <h2 id="categories-heading" className="text-xl font-semibold">
            {t("marketplace.categoriesHeading")}
          </h2>
          <CategoryGrid headingId="categories-heading" />
        </section>
      )}
    </div>
  );
}
