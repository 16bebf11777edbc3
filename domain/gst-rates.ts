/**
 * What a product's GST is: its HSN code and a rate from the slabs in force since 22 September 2025. Rates are held as
 * integer basis points (18% = 1800, 0.25% = 25) so tax arithmetic stays in integers; percent only at the edges.
 */

/** The GST slabs on goods since 22 September 2025, in percent. */
export const GST_RATE_PERCENTS = [0, 0.25, 3, 5, 18, 40] as const;
export type GstRatePercent = (typeof GST_RATE_PERCENTS)[number];

/** The slabs in basis points: 0, 25, 300, 500, 1800, 4000. */
export const GST_RATE_BASIS_POINTS: readonly number[] = GST_RATE_PERCENTS.map((percent) => Math.round(percent * 100));

export function isGstRatePercent(percent: number): percent is GstRatePercent {
  return (GST_RATE_PERCENTS as readonly number[]).includes(percent);
}

/** 18 → 1800; throws for a rate outside the slabs. */
export function gstRateBasisPoints(percent: number): number {
  if (!isGstRatePercent(percent)) throw new RangeError(`not a GST slab: ${percent}`);
  return Math.round(percent * 100);
}

/** 1800 → 18, 25 → 0.25: for showing and for the API; never used in money arithmetic. */
export function gstRatePercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** An HSN code (Harmonised System of Nomenclature) as invoices print it: 4, 6 or 8 digits. */
export const HSN_CODE_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;

export function isHsnCode(code: string): boolean {
  return HSN_CODE_PATTERN.test(code);
}
