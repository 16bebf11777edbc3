import { PRICE_SLIDER, type ProductSort } from "@domain/catalog";
import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { cn } from "@web/lib/cn";
import { CATEGORY_SORTS, type CategoryFilters, effectiveCategorySort, narrowsListing } from "../category-filters";
import { PriceRangeSlider } from "./price-range-slider";

interface CategoryFilterPanelProps {
  /** The category's name as shown, in the page's language. */
  category: string;
  /** What the controls show now. */
  draft: CategoryFilters;
  /** Typing, sliding: shown at once, applied once the changes pause. */
  onDraftChange: (next: CategoryFilters) => void;
  /** A choice (sort, a checkbox, Clear filters): applied at once. */
  onApply: (next: CategoryFilters) => void;
  onClear: () => void;
}

/**
 * A category page's name search and sort, and its filters: price range, verified sellers only, in stock, "4★ & up"
 * and minimum order up to N units. On phones the filters fold behind a Filters button that says how many are on.
 */
export function CategoryFilterPanel({ category, draft, onDraftChange, onApply, onClear }: CategoryFilterPanelProps) {
  const { t } = useTranslation("catalog");
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  const hasTerm = draft.q.trim() !== "";
  const sorts: readonly ProductSort[] = hasTerm ? ["relevance", ...CATEGORY_SORTS] : CATEGORY_SORTS;
  const active = [
    draft.minRupees > PRICE_SLIDER.min || draft.maxRupees < PRICE_SLIDER.max,
    draft.verifiedOnly,
    draft.inStock,
    draft.maxMinOrder !== undefined,
    draft.minRating !== undefined,
  ].filter(Boolean).length;

  return (
    <div role="search" aria-label={t("categoryFilters.label", { category })} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <FormField label={t("category.filter")}>
          <Input
            type="search"
            value={draft.q}
            maxLength={100}
            placeholder={t("category.filterPlaceholder", { category })}
            onChange={(event) => onDraftChange({ ...draft, q: event.target.value })}
          />
        </FormField>
        <FormField label={t("filters.sort")}>
          <Select
            value={effectiveCategorySort(draft)}
            onChange={(event) => onApply({ ...draft, sort: sorts.find((sort) => sort === event.target.value) })}
          >
            {sorts.map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <Button
        variant="outline"
        className="min-h-11 self-start md:hidden"
        aria-expanded={open}
        aria-controls={filtersId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {active > 0 ? t("categoryFilters.toggleActive", { count: active }) : t("categoryFilters.toggle")}
      </Button>
      <div id={filtersId} className={cn(open ? "grid" : "hidden", "gap-4 md:grid md:grid-cols-[2fr_1fr_auto] md:items-end")}>
        <PriceRangeSlider
          value={[draft.minRupees, draft.maxRupees]}
          onChange={([minRupees, maxRupees]) => onDraftChange({ ...draft, minRupees, maxRupees })}
        />
        <FormField label={t("categoryFilters.maxMinOrder")} hint={t("categoryFilters.maxMinOrderHint")}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.maxMinOrder ?? ""}
            onChange={(event) => {
              const text = event.target.value;
              if (text === "") onDraftChange({ ...draft, maxMinOrder: undefined });
              else if (/^\d{1,7}$/.test(text) && Number(text) >= 1) onDraftChange({ ...draft, maxMinOrder: Number(text) });
            }}
          />
        </FormField>
        <div className="flex flex-col gap-1">
          <CheckboxField label={t("categoryFilters.verifiedOnly")} checked={draft.verifiedOnly} onChange={(verifiedOnly) => onApply({ ...draft, verifiedOnly })} />
          <CheckboxField label={t("categoryFilters.inStock")} checked={draft.inStock} onChange={(inStock) => onApply({ ...draft, inStock })} />
          <CheckboxField
            label={t("filters.minRating")}
            checked={draft.minRating !== undefined}
            onChange={(checked) => onApply({ ...draft, minRating: checked ? 4 : undefined })}
          />
        </div>
      </div>
      {narrowsListing(draft) ? (
        <Button variant="outline" className="min-h-11 self-start md:min-h-9" onClick={onClear}>
          {t("filters.clearFilters")}
        </Button>
      ) : null}
    </div>
  );
}

function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2 md:min-h-8">
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
