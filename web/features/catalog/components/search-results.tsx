import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useProductList } from "../api/list-products";
import { marketplaceFilters, type MarketplaceSearch } from "../marketplace-search";
import { useErrorToast } from "../use-error-toast";
import { ProductGrid } from "./product-grid";

/** Matching products across all categories, with "Load more"; no match suggests clearing the filters. */
export function SearchResults({ search, onClear }: { search: MarketplaceSearch; onClear: () => void }) {
  const { t } = useTranslation("catalog");
  const { t: tc } = useTranslation();
  const query = useProductList(marketplaceFilters(search));
  useErrorToast(query.errorUpdatedAt, t("category.errorTitle"), t("category.errorText"));
  const heading = search.q ? t("marketplace.resultsFor", { q: search.q }) : t("marketplace.allProducts");

  let body;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError && !query.data) {
    body = (
      <EmptyState
        title={t("category.errorTitle")}
        description={t("category.errorText")}
        action={<Button onClick={() => void query.refetch()}>{tc("retry")}</Button>}
      />
    );
  } else {
    const products = query.data?.pages.flatMap((page) => page.items) ?? [];
    body =
      products.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t("marketplace.noResultsTitle")}
          description={t("marketplace.noResultsText")}
          action={<Button variant="outline" onClick={onClear}>{t("filters.clearFilters")}</Button>}
        />
      ) : (
        <ProductGrid
          products={products}
          label={heading}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      );
  }

  return (
    <section aria-labelledby="search-results-heading" aria-busy={query.isFetching} className="flex flex-col gap-4">
      <h2 id="search-results-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      {body}
    </section>
  );
}
