/**
 * The GST inside a GST-inclusive amount, exact to the paisa. Listed prices include GST, so tax is taken out of each
 * line rather than added: taxable value = round-half-up(amount × 100 / (100 + rate)), tax = amount − taxable value.
 * Within one state the tax is half CGST and half SGST (the odd paisa to CGST); across states it is all IGST. BigInt
 * in between, so large amounts stay exact.
 */
import { assertPaise } from "./money";

export type TaxParts = { taxableValue: number; cgst: number; sgst: number; igst: number };
/** A line's tax with what it adds up to: taxableValue + cgst + sgst + igst = total. */
export type TaxedAmount = TaxParts & { total: number };

const WHOLE = 10_000n;

/** The taxable value inside a GST-inclusive amount at a rate in basis points, rounded half-up to the paisa. */
export function taxableValueOf(amount: number, rateBasisPoints: number): number {
  assertPaise(amount, "amount");
  if (amount < 0) throw new RangeError("amount must not be negative");
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) throw new RangeError(`rate must be whole basis points ≥ 0, got ${rateBasisPoints}`);
  const divisor = WHOLE + BigInt(rateBasisPoints);
  return Number((BigInt(amount) * WHOLE * 2n + divisor) / (divisor * 2n));
}

/** The tax inside a GST-inclusive amount, split as CGST + SGST within a state or IGST across states. */
export function taxOfAmount(amount: number, rateBasisPoints: number, intraState: boolean): TaxedAmount {
  const taxableValue = taxableValueOf(amount, rateBasisPoints);
  return { ...splitTax(amount - taxableValue, intraState), taxableValue, total: amount };
}

/** A tax amount as CGST and SGST (half each, the odd paisa to CGST) or as IGST. */
export function splitTax(tax: number, intraState: boolean): { cgst: number; sgst: number; igst: number } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { cgst: tax - sgst, sgst, igst: 0 };
}

export const taxOf = (parts: TaxParts) => parts.cgst + parts.sgst + parts.igst;

/** Adds tax figures (invoice totals from lines, a month from documents). */
export function sumTaxed(items: readonly TaxedAmount[]): TaxedAmount {
  const total: TaxedAmount = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const item of items) {
    total.taxableValue += item.taxableValue;
    total.cgst += item.cgst;
    total.sgst += item.sgst;
    total.igst += item.igst;
    total.total += item.total;
  }
  return total;
}

/** a − b, part by part (a credit note as the difference of two cumulative figures). */
export function subtractTaxed(a: TaxedAmount, b: TaxedAmount): TaxedAmount {
  return {
    taxableValue: a.taxableValue - b.taxableValue,
    cgst: a.cgst - b.cgst,
    sgst: a.sgst - b.sgst,
    igst: a.igst - b.igst,
    total: a.total - b.total,
  };
}
