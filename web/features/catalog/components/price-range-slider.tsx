import { formatINR, rupeesToPaise } from "@domain/money";
import { PRICE_SLIDER } from "@domain/catalog";
import { useId, type ChangeEvent, type KeyboardEvent } from "react";
import { useTranslation } from "@web/lib/i18n";

interface PriceRangeSliderProps {
  /** [minimum, maximum] in whole rupees; the maximum at the slider's end means "and above". */
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

const SPAN = PRICE_SLIDER.max - PRICE_SLIDER.min;
/** Page Up and Page Down move ten steps (a browser's own range input moves a tenth of the whole range). */
const PAGE = PRICE_SLIDER.step * 10;

// Two range inputs laid over one track: each thumb takes the pointer, the inputs themselves do not, so the lower
// thumb stays reachable where the upper input covers it.
const inputClasses =
  "pointer-events-none absolute inset-0 h-6 w-full appearance-none bg-transparent " +
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none " +
  "[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary " +
  "[&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow " +
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full " +
  "[&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background " +
  "focus-visible:outline-none focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 " +
  "focus-visible:[&::-webkit-slider-thumb]:outline-ring focus-visible:[&::-moz-range-thumb]:outline-2 focus-visible:[&::-moz-range-thumb]:outline-ring";

/**
 * Two thumbs over 0 to 50000 rupees in steps of 100, each a native range input: arrows move one step, Page Up and
 * Page Down ten, Home and End to the ends; the minimum never passes the maximum.
 */
export function PriceRangeSlider({ value, onChange }: PriceRangeSliderProps) {
  const { t } = useTranslation("catalog");
  const labelId = useId();
  const [low, high] = value;
  const amount = (rupees: number) => formatINR(rupeesToPaise(rupees)).replace(/\.00$/, "");
  const maxText = high >= PRICE_SLIDER.max ? t("filters.andAbove", { amount: amount(PRICE_SLIDER.max) }) : amount(high);
  // A thumb stops at the other one.
  const moved = (thumb: 0 | 1, rupees: number): [number, number] => {
    const to = Math.max(PRICE_SLIDER.min, Math.min(PRICE_SLIDER.max, rupees));
    return thumb === 0 ? [Math.min(to, high), high] : [low, Math.max(to, low)];
  };
  const onInput = (thumb: 0 | 1) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = moved(thumb, Number(event.currentTarget.value));
    // The input shows the value kept (Preact does not put a controlled value back when the state stays the same).
    event.currentTarget.value = String(next[thumb]);
    onChange(next);
  };
  const pageKeys = (thumb: 0 | 1) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "PageUp" && event.key !== "PageDown") return;
    event.preventDefault();
    onChange(moved(thumb, value[thumb] + (event.key === "PageUp" ? PAGE : -PAGE)));
  };
  const percent = (rupees: number) => ((rupees - PRICE_SLIDER.min) / SPAN) * 100;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t("filters.priceRange")}
        </span>
        <span className="text-sm tabular-nums text-muted-foreground">
          {t("filters.priceSummary", { min: amount(low), max: maxText })}
        </span>
      </div>
      <div role="group" aria-labelledby={labelId} className="relative h-6 w-full touch-none select-none">
        <div className="absolute inset-x-2.5 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-muted">
          <div className="absolute h-full rounded-full bg-primary" style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }} />
        </div>
        <input
          type="range"
          // Where the thumbs meet, the one with room to move is on top: the maximum in the lower half, the minimum
          // in the upper half.
          className={`${inputClasses} ${low > PRICE_SLIDER.min + SPAN / 2 ? "z-10" : ""}`}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={low}
          aria-label={t("filters.minPrice")}
          aria-valuetext={amount(low)}
          onChange={onInput(0)}
          onKeyDown={pageKeys(0)}
        />
        <input
          type="range"
          className={inputClasses}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={high}
          aria-label={t("filters.maxPrice")}
          aria-valuetext={maxText}
          onChange={onInput(1)}
          onKeyDown={pageKeys(1)}
        />
      </div>
    </div>
  );
}
