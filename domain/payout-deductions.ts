/**
 * What the marketplace keeps from a seller's order before paying it out, by law and by contract. All money in integer
 * paise; rates in basis points, snapshotted on the order when it is paid (a later change never rewrites a past order).
 *
 * - gross: what the buyer paid for the order less what was refunded (domain/payouts.ts);
 * - the platform fee: its percent of gross, and GST of 18% on that fee (the platform's service to the seller);
 * - TCS under section 52 of the CGST Act: 0.5% of the net taxable value (invoiced less credited), as 0.25% CGST +
 *   0.25% SGST within a state or 0.5% IGST across states;
 * - TDS under section 194-O of the Income-tax Act: 0.1% of gross, 5% when the seller has no PAN.
 *
 * Each is rounded half-up to the paisa and capped at what is left, so net = gross − fee − GST on fee − TCS − TDS
 * exactly and nothing is ever below zero.
 */
import { splitTax } from "./line-tax";
import { assertPaise } from "./money";

/** 18% GST on the platform's fee. */
export const GST_ON_FEE_BASIS_POINTS = 1_800;
/** TCS: 0.5% of the net taxable value since 10 July 2024. */
export const TCS_BASIS_POINTS = 50;
/** TDS: 0.1% of the gross amount since 1 October 2024, … */
export const TDS_BASIS_POINTS = 10;
/** … and 5% where the seller has furnished no PAN. */
export const TDS_WITHOUT_PAN_BASIS_POINTS = 500;

const WHOLE = 10_000n;

/** round-half-up(amount × basis points / 10000), exact in BigInt. */
export function basisPointsOf(amount: number, basisPoints: number): number {
  assertPaise(amount, "amount");
  if (amount < 0) throw new RangeError("amount must not be negative");
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) throw new RangeError(`rate must be 0 to 10000 basis points, got ${basisPoints}`);
  return Number((BigInt(amount) * BigInt(basisPoints) * 2n + WHOLE) / (WHOLE * 2n));
}

export type TcsParts = { cgst: number; sgst: number; igst: number };

/** TCS on a net taxable value, split like GST (half CGST and half SGST within a state, the odd paisa to CGST). */
export function tcsOf(netTaxableValue: number, tcsBasisPoints: number, intraState: boolean): TcsParts {
  return splitTax(basisPointsOf(netTaxableValue, tcsBasisPoints), intraState);
}

/** TDS rate for a seller: 0.1% with a PAN (which a GSTIN contains), 5% without. */
export function tdsBasisPointsFor(hasPan: boolean): number {
  return hasPan ? TDS_BASIS_POINTS : TDS_WITHOUT_PAN_BASIS_POINTS;
}

export type DeductionRates = {
  feeBasisPoints: number;
  feeGstBasisPoints: number;
  tcsBasisPoints: number;
  tdsBasisPoints: number;
  intraState: boolean;
};

export type PayoutDeductions = {
  gross: number;
  fee: number;
  feeGst: number;
  tcs: TcsParts & { total: number };
  tds: number;
  net: number;
};

export function payoutDeductions(input: { gross: number; netTaxableValue: number } & DeductionRates): PayoutDeductions {
  const { gross, netTaxableValue } = input;
  assertPaise(gross, "gross");
  if (gross < 0) throw new RangeError("gross must not be negative");
  let left = gross;
  const take = (amount: number) => {
    const taken = Math.min(left, amount);
    left -= taken;
    return taken;
  };
  const fee = take(basisPointsOf(gross, input.feeBasisPoints));
  const feeGst = take(basisPointsOf(fee, input.feeGstBasisPoints));
  const tcsTotal = take(basisPointsOf(Math.max(0, netTaxableValue), input.tcsBasisPoints));
  const tcs = splitTax(tcsTotal, input.intraState);
  const tds = take(basisPointsOf(gross, input.tdsBasisPoints));
  return { gross, fee, feeGst, tcs: { ...tcs, total: tcsTotal }, tds, net: left };
}

/** An order as its payout reads it: what was paid, and the rates snapshotted on it when it was paid. */
export type OrderForDeductions = {
  totalAmount: number;
  advanceAmount: number;
  collectedOnDelivery: number;
  platformFeeBasisPoints: number;
  feeGstBasisPoints: number;
  tcsBasisPoints: number;
  tdsBasisPoints: number;
  intraState: boolean;
};

/**
 * An order's payout: gross is what the buyer paid (the advance plus cash collected on delivery) less refunds; TCS is
 * on the invoice's taxable value less what credit notes took back. Orders from before GST carry zero rates, so their
 * payout is gross − fee as it always was.
 */
export function orderPayoutDeductions(order: OrderForDeductions, figures: { refunded: number; netTaxableValue: number }): PayoutDeductions {
  const paid = order.advanceAmount + order.collectedOnDelivery;
  if (figures.refunded < 0 || figures.refunded > paid) throw new RangeError("refunded must be between 0 and what was paid");
  return payoutDeductions({
    gross: paid - figures.refunded,
    netTaxableValue: figures.netTaxableValue,
    feeBasisPoints: order.platformFeeBasisPoints,
    feeGstBasisPoints: order.feeGstBasisPoints,
    tcsBasisPoints: order.tcsBasisPoints,
    tdsBasisPoints: order.tdsBasisPoints,
    intraState: order.intraState,
  });
}
