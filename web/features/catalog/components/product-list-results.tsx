import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageSpinner } from "@web/components/ui/spinner";
import type { useProductList } from "../api/list-products";
import { useErrorToast } from "../use-error-toast";
import { ProductGrid } from "./product-grid";

interface ProductListResultsProps {
  query: ReturnType<typeof useProductList>;
  /** The label of the list, e.g. the category name or the search heading, for screen readers. */
  label: string;
  /** Shows the label as the list's heading (otherwise it is for screen readers only). */
  labelVisible?: boolean;
  /** What to show when nothing matches. */
  empty: ReactNode;
}

/** A product list as it loads: a spinner, a failure (toast and retry), `empty`, or the cards with "Load more". */
export function ProductListResults({ query, label, labelVisible, empty }: ProductListResultsProps) {
  const { t } = useTranslation("catalog");
  const { t: tc } = useTranslation();
  useErrorToast(query.errorUpdatedAt, t("category.errorTitle"), t("category.errorText"));

  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) {
    return (
      <EmptyState
        title={t("category.errorTitle")}
        description={t("category.errorText")}
        action={<Button onClick={() => void query.refetch()}>{tc("retry")}</Button>}
      />
    );
  }
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (products.length === 0) return empty;
  return (
    <ProductGrid
      products={products}
      label={label}
      labelVisible={labelVisible}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
