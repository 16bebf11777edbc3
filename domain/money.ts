/**
 * Money is an integer number of paise (1 rupee = 100 paise) held in a plain `number`.
 * Every amount must be a safe integer (Number.isSafeInteger): up to about 90 lakh crore rupees, far beyond any
 * order here, and exact under addition and integer multiplication. Never hold rupees as floating point; convert at
 * the edges with `rupeesToPaise` and `paiseToRupeesString`, and format for people with `formatINR`.
 */

import { groupIndianDigits } from "./indian-digit-grouping";

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** 100 percent expressed in basis points (hundredths of a percent). */
const BASIS_POINTS_IN_WHOLE = 10_000n;

export function assertPaise(value: number, name = "amount"): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer number of paise, got ${String(value)}`);
  }
}

/**
 * Parses a decimal with at most two decimals into hundredths ("1234.5" -> 123450), or null.
 * A number's shortest round-trip string is what the person typed (19.99 -> "19.99"), so parsing the text
 * sidesteps binary floating point entirely; 0.1 + 0.2 -> "0.30000000000000004" is rightly refused.
 */
function parseHundredths(value: number | string): number | null {
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  const match = DECIMAL_PATTERN.exec(String(value).trim());
  if (!match) return null;
  const [, minus, whole = "0", fraction = ""] = match; // the pattern guarantees `whole`
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
  const hundredths = minus ? -magnitude : magnitude;
  if (hundredths > MAX_SAFE || hundredths < -MAX_SAFE) return null;
  return Number(hundredths);
}

/** Like `rupeesToPaise`, but returns null for input that is not a rupee amount with at most two decimals. */
export function tryRupeesToPaise(rupees: number | string): number | null {
  return parseHundredths(rupees);
}

/** Exact conversion of "1234.5" or 1234.5 to 123450 paise; throws on more than two decimals or non-numbers. */
export function rupeesToPaise(rupees: number | string): number {
  const paise = tryRupeesToPaise(rupees);
  if (paise === null) {
    throw new RangeError(`Not a rupee amount with at most two decimals: ${JSON.stringify(String(rupees))}`);
  }
  return paise;
}

function splitRupeesAndPaise(paise: number): { negative: boolean; rupees: number; paiseDigits: string } {
  const absolute = Math.abs(paise);
  return {
    negative: paise < 0,
    rupees: Math.floor(absolute / 100),
    paiseDigits: String(absolute % 100).padStart(2, "0"),
  };
}

/** "1234.50" for 123450: the plain decimal string payment providers expect as an amount. */
export function paiseToRupeesString(paise: number): string {
  assertPaise(paise);
  const { negative, rupees, paiseDigits } = splitRupeesAndPaise(paise);
  return `${negative ? "-" : ""}${rupees}.${paiseDigits}`;
}

/**
 * "₹1,23,45,678.90" for 1234567890 paise, with Indian digit grouping, exactly as Intl's en-IN currency format writes
 * it (money.test.ts checks), without building one: the whole rupees grouped, the paise digits put in as text.
 */
export function formatINR(paise: number): string {
  assertPaise(paise);
  const { negative, rupees, paiseDigits } = splitRupeesAndPaise(paise);
  return `${negative ? "-" : ""}₹${groupIndianDigits(rupees)}.${paiseDigits}`;
}

/** Percent with at most two decimals (2.5 -> 250) as basis points, so percentages stay integer math too. */
export function percentToBasisPoints(percent: number): number {
  const basisPoints = parseHundredths(percent);
  if (basisPoints === null || basisPoints < 0) {
    throw new RangeError(`Percent must be non-negative with at most two decimals, got ${String(percent)}`);
  }
  return basisPoints;
}

/** Integer division rounding halves away from zero ("half-up" on the magnitude), in exact BigInt arithmetic. */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** `percent` percent of an amount, rounded half-up to the paisa; percent may have two decimals (2.5). */
export function percentOf(paise: number, percent: number): number {
  assertPaise(paise);
  const basisPoints = BigInt(percentToBasisPoints(percent));
  return toSafePaise(divideRoundingHalfUp(BigInt(paise) * basisPoints, BASIS_POINTS_IN_WHOLE));
}

function toSafePaise(value: bigint): number {
  if (value > MAX_SAFE || value < -MAX_SAFE) throw new RangeError(`result ${value} paise is not a safe integer`);
  return Number(value);
}

/**
 * Splits a total across weights (for example seller subtotals) in proportion, by the largest remainder
 * method: every part is its exact share rounded down or up, and the parts sum exactly to the total.
 * Ties go to the earlier weight. Weights are non-negative safe integers (paise amounts) and a positive total
 * needs a positive weight somewhere.
 */
export function allocateProportionally(totalPaise: number, weights: readonly number[]): number[] {
  assertPaise(totalPaise, "total");
  if (totalPaise < 0) throw new RangeError("total must not be negative");
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`weights must be non-negative safe integers, got ${String(weight)}`);
    }
  }
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) {
    if (totalPaise === 0) return weights.map(() => 0);
    throw new RangeError("cannot allocate a positive total across weights that are all zero");
  }
  const total = BigInt(totalPaise);
  const shares = weights.map((weight, index) => {
    const exact = total * BigInt(weight);
    return { index, floor: exact / weightSum, remainder: exact % weightSum };
  });
  let leftOver = total - shares.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const parts = shares.map((share) => share.floor);
  for (const share of byRemainder) {
    if (leftOver === 0n) break;
    parts[share.index] = share.floor + 1n;
    leftOver -= 1n;
  }
  return parts.map(toSafePaise);
}
