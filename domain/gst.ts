/** GST charged on subscription plans, and how a GST amount splits into central, state or integrated tax. */
import { allocateProportionally, assertPaise, percentOf } from "./money";

export const GST_PERCENT_ON_PLANS = 18;

export interface PriceWithGst {
  base: number;
  gst: number;
  total: number;
}

/** A plan's price plus 18% GST, rounded half-up to the paisa. */
export function planPriceWithGst(basePaise: number): PriceWithGst {
  assertPaise(basePaise, "base price");
  if (basePaise < 0) throw new RangeError("base price must not be negative");
  const gst = percentOf(basePaise, GST_PERCENT_ON_PLANS);
  return { base: basePaise, gst, total: basePaise + gst };
}

export type GstSplit =
  | { kind: "intra-state"; cgst: number; sgst: number }
  | { kind: "inter-state"; igst: number };

function sameState(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Within one state GST is charged half as CGST and half as SGST (the odd paisa goes to CGST so the halves sum
 * exactly); across states it is all IGST.
 */
export function splitGst(gstPaise: number, parties: { sellerState: string; buyerState: string }): GstSplit {
  assertPaise(gstPaise, "GST");
  if (gstPaise < 0) throw new RangeError("GST must not be negative");
  if (!sameState(parties.sellerState, parties.buyerState)) return { kind: "inter-state", igst: gstPaise };
  const [cgst = 0, sgst = 0] = allocateProportionally(gstPaise, [1, 1]);
  return { kind: "intra-state", cgst, sgst };
}
