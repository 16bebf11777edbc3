import { SELLER_PRODUCT_SORTS, type SellerProductSort } from "@domain/seller-products";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { useDebouncedValue } from "../use-debounced-value";

interface ProductFiltersProps {
  q: string;
  sort: SellerProductSort;
  onSearch: (q: string) => void;
  onSortChange: (sort: SellerProductSort) => void;
}

const SEARCH_DELAY_MS = 300;

/** Search by name (sent after a pause in typing) and the order, including newest/oldest, which has no column. */
export function ProductFilters({ q, sort, onSearch, onSortChange }: ProductFiltersProps) {
  const { t } = useTranslation("seller-products");
  const searchId = useId();
  const sortId = useId();
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled.trim() !== q.trim()) onSearch(settled);
    // Reacts to the settled text only; q follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor={searchId} className="sr-only">
          {t("search.label")}
        </Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id={searchId} type="search" value={text} placeholder={t("search.placeholder")} className="pl-9" onChange={(event) => setText(event.target.value)} />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={sortId} className="shrink-0">
          {t("table.sortLabel")}
        </Label>
        <Select id={sortId} value={sort} onChange={(event) => onSortChange(event.target.value as SellerProductSort)} className="sm:w-52">
          {SELLER_PRODUCT_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`table.sorts.${option}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
