/**
 * The GST of one seller's order: each line taxed at its product's rate, and the freight taxed with the goods it carries
 * (a composite supply: at the rate of the line with the highest taxable value, its HSN code). Intra-state when the
 * seller's state (from its GSTIN) is the place of supply (the delivery address's state). The lines and the freight add
 * up to the order total exactly.
 */
import { type TaxedAmount, sumTaxed, taxOfAmount } from "./line-tax";

export type OrderLineForTax = { lineTotal: number; rateBasisPoints: number; hsnCode: string };
export type TaxedLine = TaxedAmount & { rateBasisPoints: number; hsnCode: string };

export type OrderTax = {
  intraState: boolean;
  lines: TaxedLine[];
  /** The freight's tax, at the principal supply's rate; null when there is no freight. */
  freight: TaxedLine | null;
  /** Lines and freight together: total is the order total. */
  totals: TaxedAmount;
};

export function taxOrder(input: { lines: readonly OrderLineForTax[]; freight: number; intraState: boolean }): OrderTax {
  const { intraState } = input;
  const lines = input.lines.map((line) => ({ ...taxOfAmount(line.lineTotal, line.rateBasisPoints, intraState), rateBasisPoints: line.rateBasisPoints, hsnCode: line.hsnCode }));
  let freight: TaxedLine | null = null;
  if (input.freight > 0) {
    const principal = principalLine(lines);
    if (!principal) throw new RangeError("freight needs goods to carry");
    freight = { ...taxOfAmount(input.freight, principal.rateBasisPoints, intraState), rateBasisPoints: principal.rateBasisPoints, hsnCode: principal.hsnCode };
  }
  return { intraState, lines, freight, totals: sumTaxed(freight ? [...lines, freight] : lines) };
}

/** The line with the highest taxable value (the first of equals): the principal supply freight follows. */
export function principalLine<T extends { taxableValue: number }>(lines: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const line of lines) if (!best || line.taxableValue > best.taxableValue) best = line;
  return best;
}

/** Same state when both state codes are known and equal. */
export function isIntraState(supplierStateCode: string | null, placeOfSupplyCode: string | null): boolean {
  return supplierStateCode !== null && supplierStateCode === placeOfSupplyCode;
}
