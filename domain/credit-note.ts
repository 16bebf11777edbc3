/**
 * What a credit note takes back from a seller's tax invoice, in the invoice's own split (CGST + SGST or IGST).
 *
 * A return credits the returned units' share of the invoiced line, cumulatively: the first k of a line's n units are
 * worth floor(line total × k / n), taxed as the line was; a credit note of q more units is the difference between the
 * worth of all units credited so far and of those credited before. Repeated partial returns therefore add up to the
 * line exactly and can never exceed it. A cancellation credits whatever of the invoice is not yet credited, freight
 * included. Every part of every credit is ≥ 0 (tax grows by at most a paisa per paisa of amount).
 */
import { type TaxedAmount, subtractTaxed, taxOfAmount } from "./line-tax";
import { type TcsParts, tcsOf } from "./payout-deductions";

export type InvoicedLine = { lineTotal: number; quantity: number; rateBasisPoints: number };

/** The worth of the first `units` units of an invoiced line, taxed as the line was. */
export function creditedWorthOfUnits(line: InvoicedLine, units: number, intraState: boolean): TaxedAmount {
  if (!Number.isInteger(units) || units < 0 || units > line.quantity) throw new RangeError(`units must be 0 to ${line.quantity}, got ${units}`);
  const worth = Number((BigInt(line.lineTotal) * BigInt(units)) / BigInt(line.quantity));
  return taxOfAmount(worth, line.rateBasisPoints, intraState);
}

/** The credit of returning `units` more units of a line of which `creditedUnits` were credited before. */
export function creditForReturn(input: { line: InvoicedLine; creditedUnits: number; units: number; intraState: boolean }): TaxedAmount {
  const { line, creditedUnits, units, intraState } = input;
  if (!Number.isInteger(units) || units < 1) throw new RangeError(`units must be a positive integer, got ${units}`);
  if (creditedUnits + units > line.quantity) throw new RangeError(`cannot credit ${units} more of ${line.quantity} units, ${creditedUnits} credited already`);
  return subtractTaxed(creditedWorthOfUnits(line, creditedUnits + units, intraState), creditedWorthOfUnits(line, creditedUnits, intraState));
}

/** The credit of cancelling: each invoiced part (lines and freight) less what earlier credit notes took back. */
export function creditForCancellation(parts: readonly { invoiced: TaxedAmount; credited: TaxedAmount }[]): TaxedAmount[] {
  return parts.map(({ invoiced, credited }) => {
    const remaining = subtractTaxed(invoiced, credited);
    if (Object.values(remaining).some((value) => value < 0)) throw new RangeError("credited more than was invoiced");
    return remaining;
  });
}

/**
 * The TCS a credit note reverses: TCS is on the invoice's net taxable value (invoiced less credited), so a note
 * reverses the difference of the TCS before and after it, part by part. Cumulative, so an invoice's notes reverse
 * exactly its TCS once it is fully credited, and each part is ≥ 0 (TCS grows with the taxable value).
 */
export function tcsReversedBy(input: {
  invoiceTaxableValue: number;
  creditedBefore: number;
  creditedAfter: number;
  tcsBasisPoints: number;
  intraState: boolean;
}): TcsParts {
  const { invoiceTaxableValue, creditedBefore, creditedAfter, tcsBasisPoints, intraState } = input;
  if (creditedBefore < 0 || creditedAfter < creditedBefore || creditedAfter > invoiceTaxableValue) throw new RangeError("credited taxable values out of order");
  const before = tcsOf(invoiceTaxableValue - creditedBefore, tcsBasisPoints, intraState);
  const after = tcsOf(invoiceTaxableValue - creditedAfter, tcsBasisPoints, intraState);
  return { cgst: before.cgst - after.cgst, sgst: before.sgst - after.sgst, igst: before.igst - after.igst };
}
