/**
 * The GST of one seller's order: each line taxed at its product's rate, and the freight taxed with the goods it carries
 * (a composite supply: at the rate of the line with the highest taxable value, its HSN code). Intra-state when the
 * seller's state (from its GSTIN) is the place of supply (the delivery address's state). The lines and the freight add
 * up to the order total exactly.
 */
import { indianStateForGstStateCode } from "./india/gst-state-codes";
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

type PrincipalCandidate = { taxableValue: number; rateBasisPoints: number; hsnCode: string | null };

/**
 * The principal supply freight follows: the line with the highest taxable value; of equals, the higher rate, then the
 * lower HSN code. Never the lines' order, so the checkout, the invoice, its PDF (lines by name) and a credit note
 * (lines as stored) all name the same one.
 */
export function principalLine<T extends PrincipalCandidate>(lines: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const line of lines) if (!best || outranks(line, best)) best = line;
  return best;
}

function outranks(a: PrincipalCandidate, b: PrincipalCandidate): boolean {
  if (a.taxableValue !== b.taxableValue) return a.taxableValue > b.taxableValue;
  if (a.rateBasisPoints !== b.rateBasisPoints) return a.rateBasisPoints > b.rateBasisPoints;
  if (a.hsnCode === null || b.hsnCode === null) return b.hsnCode === null && a.hsnCode !== null;
  return a.hsnCode < b.hsnCode;
}

/**
 * Same state when both codes stand for the same state: a GSTIN under an older code (25 Daman and Diu, 28 undivided
 * Andhra Pradesh) is in the state whose current code the delivery address gives (26, 37). Codes of no state (97, 99)
 * and unknown codes are never intra-state.
 */
export function isIntraState(supplierStateCode: string | null, placeOfSupplyCode: string | null): boolean {
  const supplierState = supplierStateCode === null ? null : indianStateForGstStateCode(supplierStateCode);
  return supplierState !== null && placeOfSupplyCode !== null && supplierState === indianStateForGstStateCode(placeOfSupplyCode);
}
