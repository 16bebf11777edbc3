/**
 * When a seller is paid for a delivered order, and the fee percent it is charged, held as integer basis points
 * (hundredths of a percent: 5% = 500), snapshotted on the order when it was created, so a later change of the seller's
 * or the global fee never rewrites a past order. What the payout comes to is domain/payout-deductions.ts.
 */
import { percentToBasisPoints } from "./money";
import type { PayoutStatus } from "./orders";

/** Payouts fall due this many days after delivery: the window in which the buyer may still ask for a return. */
export const PAYOUT_DUE_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;

/** 2.5 → 250. Throws beyond 100 percent or two decimals. */
export function feePercentToBasisPoints(percent: number): number {
  const basisPoints = percentToBasisPoints(percent);
  if (basisPoints > 10_000) throw new RangeError(`platform fee must be at most 100 percent, got ${percent}`);
  return basisPoints;
}

/** 250 → 2.5, for showing; never used in money arithmetic. */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** The day from which the payout of an order delivered at `deliveredAt` may be made. */
export function payoutDueAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + PAYOUT_DUE_AFTER_DAYS * DAY_MS);
}

/**
 * A payout waits (Hold) while a return request on its order is open, and goes back to Pending when none is. Only
 * these two move automatically: a payout being made (Processing) or made (Paid) is the admin's to change.
 */
export function payoutStatusGivenReturns(current: PayoutStatus, hasOpenReturn: boolean): PayoutStatus {
  if (hasOpenReturn && current === "Pending") return "Hold";
  if (!hasOpenReturn && current === "Hold") return "Pending";
  return current;
}
