import { CATEGORY_NAMES } from "@domain/categories";
import { Package } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CursorPager } from "@web/components/ui/cursor-pager";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { SearchInput } from "@web/components/ui/search-input";
import { useCursorPages } from "@web/lib/use-cursor-pages";
import { useErrorToast } from "@web/lib/use-error-toast";
import { type ProductFilters, useAdminProducts } from "../api/admin-products";
import { ProductsTable } from "./products-table";
import { CategoryOptions } from "@web/components/forms/category-options";

/** The Products tab: every seller's products, searched and filtered on the server, a page at a time. */
export function ProductsTab() {
  const { t } = useTranslation("admin-products");
  const [filters, setFilters] = useState<ProductFilters>({});
  const pages = useCursorPages<string>();
  const products = useAdminProducts(filters, pages.cursor);
  useErrorToast(products.isError ? products.errorUpdatedAt : null, t("toasts.fetchFailed"));
  const filter = (change: ProductFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    pages.reset();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_10rem]">
        <SearchInput label={t("search")} placeholder={t("searchPlaceholder")} onSearch={(q) => filter({ q })} />
        <FormField label={t("category")}>
          <Select value={filters.category ?? ""} onChange={(event) => filter({ category: CATEGORY_NAMES.find((name) => name === event.target.value) })}>
            <option value="">{t("any")}</option>
            <CategoryOptions />
          </Select>
        </FormField>
        <FormField label={t("visibility")}>
          <Select
            value={filters.visibility ?? ""}
            onChange={(event) => filter({ visibility: event.target.value === "visible" || event.target.value === "hidden" ? event.target.value : undefined })}
          >
            <option value="">{t("any")}</option>
            <option value="visible">{t("visible")}</option>
            <option value="hidden">{t("hidden")}</option>
          </Select>
        </FormField>
      </div>
      {!products.data ? <Spinner /> : products.data.products.length === 0 ? <EmptyState icon={Package} title={t("none")} /> : <ProductsTable products={products.data.products} />}
      <CursorPager
        isFirst={pages.isFirst}
        hasNext={Boolean(products.data?.nextCursor)}
        onFirst={pages.reset}
        onNext={() => products.data?.nextCursor && pages.next(products.data.nextCursor)}
        firstLabel={t("first")}
        nextLabel={t("next")}
      />
    </div>
  );
}
