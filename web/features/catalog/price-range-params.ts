import { PRICE_SLIDER } from "@domain/catalog";
import { rupeesToPaise } from "@domain/money";

/** A price slider's range in whole rupees, as the URL carries it (?min=&max=). */
export type RupeeRange = { minRupees: number; maxRupees: number };

export const FULL_PRICE_RANGE: RupeeRange = { minRupees: PRICE_SLIDER.min, maxRupees: PRICE_SLIDER.max };

function rupeesParam(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.min(Number(value), PRICE_SLIDER.max);
}

/** The range in the URL; a hand-edited value out of the slider's reach is brought back within it. */
export function readPriceRange(params: URLSearchParams): RupeeRange {
  const minRupees = rupeesParam(params.get("min"), PRICE_SLIDER.min);
  return { minRupees, maxRupees: Math.max(minRupees, rupeesParam(params.get("max"), PRICE_SLIDER.max)) };
}

/** Only the ends that differ from the slider's. */
export function writePriceRange(params: URLSearchParams, { minRupees, maxRupees }: RupeeRange) {
  if (minRupees > PRICE_SLIDER.min) params.set("min", String(minRupees));
  if (maxRupees < PRICE_SLIDER.max) params.set("max", String(maxRupees));
}

/** The API's bounds in paise. The slider's top end means "and above", so it sets no upper bound. */
export function priceBounds({ minRupees, maxRupees }: RupeeRange): { minPrice?: number; maxPrice?: number } {
  return {
    minPrice: minRupees > PRICE_SLIDER.min ? rupeesToPaise(minRupees) : undefined,
    maxPrice: maxRupees < PRICE_SLIDER.max ? rupeesToPaise(maxRupees) : undefined,
  };
}
