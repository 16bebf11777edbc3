/**
 * What a seller is paid for a delivered order, and when. All money in integer paise; the fee percent is held as
 * integer basis points (hundredths of a percent: 5% = 500), snapshotted on the order when it was created, so a later
 * change of the seller's or the global fee never rewrites a past order.
 */
import { assertPaise, percentToBasisPoints } from "./money";
import type { PayoutStatus } from "./orders";

/** Payouts fall due this many days after delivery: the window in which the buyer may still ask for a return. */
export const PAYOUT_DUE_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;
const BASIS_POINTS_IN_WHOLE = 10_000n;

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

export type PayoutFigures = { refunded: number; fee: number; net: number };

/**
 * A payout counts what the buyer paid for the order (domain/return-refund.ts amountPaid: the advance plus the cash
 * collected on delivery, so the whole total once delivered) less what was refunded:
 * fee = round-half-up(percent × (paid − refunded)), net = paid − refunded − fee; so fee + net + refunded = paid
 * exactly, whatever refunds came before. BigInt arithmetic: exact for any safe-integer amount.
 */
export function payoutFigures(input: { paidAmount: number; refundedAmount: number; feeBasisPoints: number }): PayoutFigures {
  const { paidAmount, refundedAmount, feeBasisPoints } = input;
  assertPaise(paidAmount, "paid");
  assertPaise(refundedAmount, "refunded");
  if (paidAmount < 0) throw new RangeError("paid must not be negative");
  if (refundedAmount < 0 || refundedAmount > paidAmount) throw new RangeError("refunded must be between 0 and what was paid");
  if (!Number.isInteger(feeBasisPoints) || feeBasisPoints < 0 || feeBasisPoints > 10_000) {
    throw new RangeError(`fee must be 0 to 10000 basis points, got ${feeBasisPoints}`);
  }
  const base = BigInt(paidAmount - refundedAmount);
  const fee = Number((base * BigInt(feeBasisPoints) * 2n + BASIS_POINTS_IN_WHOLE) / (BASIS_POINTS_IN_WHOLE * 2n));
  return { refunded: refundedAmount, fee, net: paidAmount - refundedAmount - fee };
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
