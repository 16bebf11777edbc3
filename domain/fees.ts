/** The platform's fee percent: the global default, a seller's own, and how it is stored. (The fee itself: domain/payout-deductions.ts.) */
import { percentToBasisPoints } from "./money";

/** Used when the platform setting `global_platform_fee` has never been saved. */
export const DEFAULT_PLATFORM_FEE_PERCENT = 5;

/** Throws unless the percent is between 0 and 100 with at most two decimals (basis-point precision). */
export function assertPlatformFeePercent(percent: number): void {
  if (percentToBasisPoints(percent) > 10_000) {
    throw new RangeError(`platform fee must be at most 100 percent, got ${percent}`);
  }
}

/** A fee percent as the two-decimal text a numeric(5,2) column stores ("2.50"), through integer basis points. */
export function platformFeePercentText(percent: number): string {
  assertPlatformFeePercent(percent);
  const basisPoints = percentToBasisPoints(percent);
  return `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, "0")}`;
}

/** A seller's own fee when the admin set one (null means "use the global fee"). */
export function effectivePlatformFeePercent(sellerFee: number | null, globalFee: number): number {
  const percent = sellerFee ?? globalFee;
  assertPlatformFeePercent(percent);
  return percent;
}
