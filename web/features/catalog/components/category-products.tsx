import type { CategoryName } from "@domain/categories";
import type { ProductSort } from "@domain/catalog";
import { PackageOpen, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { useProductList } from "../api/list-products";
import { ProductListResults } from "./product-list-results";

const CATEGORY_SORTS: ProductSort[] = ["recommended", "name_asc", "name_desc", "price_asc", "price_desc"];
const SEARCH_DELAY_MS = 300;

interface CategoryProductsProps {
  category: CategoryName;
  /** The name search and sort live in the page's URL; changes replace the entry instead of piling up history. */
  q: string;
  sort: ProductSort | undefined;
  onChange: (next: { q: string; sort: ProductSort | undefined }) => void;
}

/** The active products of one category, searchable by name as you type, sortable, one page at a time. */
export function CategoryProducts({ category, q, sort, onChange }: CategoryProductsProps) {
  const { t } = useTranslation("catalog");
  const [text, setText] = useState(q);
  // Relevance needs a term; without one the server's default order (recommended: featured plans first) applies.
  const effectiveSort = sort === "relevance" && !q ? undefined : sort;
  const query = useProductList({ category, q: q || undefined, sort: effectiveSort });

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onChange({ q: text.trim(), sort }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, sort, onChange]);

  const empty = q ? (
    <EmptyState
      icon={SearchX}
      title={t("category.noMatchTitle", { q })}
      description={t("category.noMatchText", { category })}
      action={
        <Button
          variant="outline"
          onClick={() => {
            setText("");
            onChange({ q: "", sort });
          }}
        >
          {t("category.clearSearch")}
        </Button>
      }
    />
  ) : (
    <EmptyState icon={PackageOpen} title={t("category.emptyTitle")} description={t("category.emptyText")} />
  );

  return (
    <div className="flex flex-col gap-6" aria-busy={query.isFetching}>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <FormField label={t("category.filter")}>
          <Input
            type="search"
            value={text}
            maxLength={100}
            placeholder={t("category.filterPlaceholder", { category })}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        <FormField label={t("filters.sort")}>
          <Select
            value={effectiveSort ?? (q ? "relevance" : "recommended")}
            onChange={(event) => onChange({ q, sort: event.target.value as ProductSort })}
          >
            {(q ? (["relevance", ...CATEGORY_SORTS] as ProductSort[]) : CATEGORY_SORTS).map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <ProductListResults query={query} label={category} empty={empty} />
    </div>
  );
}
