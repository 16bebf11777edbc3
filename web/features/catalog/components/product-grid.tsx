import type { ProductSummary } from "@domain/schemas/catalog";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { ProductCard } from "./product-card";

interface ProductGridProps {
  products: ProductSummary[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The label of the list, e.g. the category name: its heading, for screen readers only unless `labelVisible`. */
  label: string;
  labelVisible?: boolean;
}

/** The product cards, their count and a "Load more" button while more pages exist. */
export function ProductGrid({ products, hasMore, loadingMore, onLoadMore, label, labelVisible = false }: ProductGridProps) {
  const { t } = useTranslation("catalog");
  return (
    <div className="flex flex-col gap-6">
      {/* The cards' names are level-3 headings: this keeps the page's outline in order under the page title. */}
      <h2 className={labelVisible ? "text-xl font-semibold tracking-tight" : "sr-only"}>{label}</h2>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("list.shown", { count: products.length })}
      </p>
      <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eagerImage={index < 4} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? <Spinner className="[&_svg]:size-4" label={t("list.loadingMore")} /> : null}
            {loadingMore ? t("list.loadingMore") : t("list.loadMore")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
