import type { CategoryName } from "@domain/categories";
import { PackageOpen, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { useCategoryName } from "@web/lib/category-text";
import { useProductList } from "../api/list-products";
import { type CategoryFilters, categoryFilterParams, categoryListFilters, narrowsListing, NO_CATEGORY_FILTERS } from "../category-filters";
import { CategoryFilterPanel } from "./category-filter-panel";
import { ProductListResults } from "./product-list-results";

const TYPING_DELAY_MS = 300;

interface CategoryProductsProps {
  category: CategoryName;
  /** The search and filters in the page's URL; changes replace the entry instead of piling up history. */
  filters: CategoryFilters;
  onChange: (next: CategoryFilters) => void;
}

/** The active products of one category, searchable by name as you type, filtered and sorted, one page at a time. */
export function CategoryProducts({ category, filters, onChange }: CategoryProductsProps) {
  const { t } = useTranslation("catalog");
  const categoryName = useCategoryName()(category);
  const [draft, setDraft] = useState(filters);
  const query = useProductList(categoryListFilters(category, filters));

  // Typing and sliding reach the URL (and the server) once they pause.
  useEffect(() => {
    if (categoryFilterParams(draft).toString() === categoryFilterParams(filters).toString()) return;
    const timer = setTimeout(() => onChange(draft), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, filters, onChange]);

  const apply = (next: CategoryFilters) => {
    setDraft(next);
    onChange(next);
  };
  const clear = () => apply({ ...NO_CATEGORY_FILTERS, sort: filters.sort });

  const empty = narrowsListing(filters) ? (
    <EmptyState
      icon={SearchX}
      title={filters.q ? t("category.noMatchTitle", { q: filters.q }) : t("categoryFilters.noMatchTitle")}
      description={t("category.noMatchText", { category: categoryName })}
      action={
        <Button variant="outline" onClick={clear}>
          {filters.q ? t("category.clearSearch") : t("filters.clearFilters")}
        </Button>
      }
    />
  ) : (
    <EmptyState icon={PackageOpen} title={t("category.emptyTitle")} description={t("category.emptyText")} />
  );

  return (
    <div className="flex flex-col gap-6" aria-busy={query.isFetching}>
      <CategoryFilterPanel category={categoryName} draft={draft} onDraftChange={setDraft} onApply={apply} onClear={clear} />
      <ProductListResults query={query} label={categoryName} empty={empty} />
    </div>
  );
}
