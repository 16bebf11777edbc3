import { formatINR, rupeesToPaise } from "@domain/money";
import { PRICE_SLIDER } from "@domain/catalog";
import { Slider } from "radix-ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";

interface PriceRangeSliderProps {
  /** [minimum, maximum] in whole rupees; the maximum at the slider's end means "and above". */
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

/** A 24 px knob drawn in the middle of a 40 px touch target. */
const thumbClasses =
  "flex size-10 items-center justify-center rounded-full " +
  "before:block before:size-6 before:rounded-full before:border-2 before:border-primary before:bg-background before:shadow " +
  "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring";

/**
 * Two thumbs over 0 to 50000 rupees in steps of 100 (Radix Slider, ADR 27): each keyboard-operable (arrows, Page
 * Up/Down, Home/End) with its own label and value text for screen readers; a touch anywhere on the 44 px tall track
 * moves the nearer thumb.
 */
export function PriceRangeSlider({ value, onChange }: PriceRangeSliderProps) {
  const { t } = useTranslation("catalog");
  const labelId = useId();
  const amount = (rupees: number) => formatINR(rupeesToPaise(rupees)).replace(/\.00$/, "");
  const maxText = value[1] >= PRICE_SLIDER.max ? t("filters.andAbove", { amount: amount(PRICE_SLIDER.max) }) : amount(value[1]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t("filters.priceRange")}
        </span>
        <span className="text-sm tabular-nums text-muted-foreground">
          {t("filters.priceSummary", { min: amount(value[0]), max: maxText })}
        </span>
      </div>
      <Slider.Root
        aria-labelledby={labelId}
        className="relative flex h-11 w-full touch-none select-none items-center"
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(next) => onChange([next[0] ?? PRICE_SLIDER.min, next[1] ?? PRICE_SLIDER.max])}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb className={thumbClasses} aria-label={t("filters.minPrice")} aria-valuetext={amount(value[0])} />
        <Slider.Thumb className={thumbClasses} aria-label={t("filters.maxPrice")} aria-valuetext={maxText} />
      </Slider.Root>
    </div>
  );
}
