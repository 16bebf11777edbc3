import { PRODUCT_SORTS } from "@domain/catalog";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { EMPTY_MARKETPLACE_SEARCH, effectiveMarketplaceSort, type MarketplaceSearch } from "../marketplace-search";
import { PriceRangeSlider } from "./price-range-slider";

interface MarketplaceFiltersProps {
  /** What the URL holds now; remount (key) the form when it changes so Back restores the fields. */
  initial: MarketplaceSearch;
  onApply: (search: MarketplaceSearch) => void;
  onClear: () => void;
}

/**
 * Search box, price slider, sort, "4★ & up", Apply and Clear. Nothing changes until Apply (or Enter). Best match is offered
 * only with a search term typed; without a choice the sort follows the term (best match, else newest first).
 */
export function MarketplaceFilters({ initial, onApply, onClear }: MarketplaceFiltersProps) {
  const { t } = useTranslation("catalog");
  const [search, setSearch] = useState<MarketplaceSearch>(initial);
  const hasTerm = search.q.trim() !== "";
  const minRatingId = useId();

  return (
    <form
      role="search"
      aria-label={t("filters.label")}
      className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-sm md:grid-cols-[2fr_2fr_minmax(11rem,1fr)_auto_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(search);
      }}
    >
      <FormField label={t("filters.search")}>
        <Input
          type="search"
          value={search.q}
          maxLength={100}
          placeholder={t("filters.searchPlaceholder")}
          onChange={(event) => setSearch({ ...search, q: event.target.value })}
        />
      </FormField>
      <PriceRangeSlider
        value={[search.minRupees, search.maxRupees]}
        onChange={([minRupees, maxRupees]) => setSearch({ ...search, minRupees, maxRupees })}
      />
      <FormField label={t("filters.sort")}>
        <Select
          value={effectiveMarketplaceSort(search)}
          onChange={(event) => setSearch({ ...search, sort: PRODUCT_SORTS.find((sort) => sort === event.target.value) })}
        >
          {PRODUCT_SORTS.filter((sort) => hasTerm || sort !== "relevance").map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="flex min-h-11 items-center gap-2 md:min-h-9">
        <Checkbox
          id={minRatingId}
          checked={search.minRating !== undefined}
          onChange={(event) => setSearch({ ...search, minRating: event.target.checked ? 4 : undefined })}
        />
        <Label htmlFor={minRatingId} className="whitespace-nowrap">
          {t("filters.minRating")}
        </Label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 md:flex-none">
          <Search aria-hidden="true" />
          {t("filters.apply")}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="flex-1 md:flex-none"
          onClick={() => {
            setSearch(EMPTY_MARKETPLACE_SEARCH);
            onClear();
          }}
        >
          {t("filters.clear")}
        </Button>
      </div>
    </form>
  );
}
