import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { useProductList } from "../api/list-products";
import { marketplaceFilters, type MarketplaceSearch } from "../marketplace-search";
import { ProductListResults } from "./product-list-results";

/** The listing across all categories (every product, or the matches), with "Load more"; no match suggests clearing the filters. */
export function SearchResults({ search, onClear }: { search: MarketplaceSearch; onClear: () => void }) {
  const { t } = useTranslation("catalog");
  const query = useProductList(marketplaceFilters(search));
  const heading = search.q ? t("marketplace.resultsFor", { q: search.q }) : t("marketplace.allProducts");

  return (
    <section aria-labelledby="search-results-heading" aria-busy={query.isFetching} className="flex flex-col gap-4">
      <h2 id="search-results-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <ProductListResults
        query={query}
        label={heading}
        empty={
          <EmptyState
            icon={SearchX}
            title={t("marketplace.noResultsTitle")}
            description={t("marketplace.noResultsText")}
            action={<Button variant="outline" onClick={onClear}>{t("filters.clearFilters")}</Button>}
          />
        }
      />
    </section>
  );
}
