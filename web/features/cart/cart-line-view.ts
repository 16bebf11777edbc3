import { applicableTier, applicableUnitPrice, lineTotal } from "@domain/pricing";
import { MAX_LINE_QUANTITY } from "@domain/checkout-limits";
import { gstRateBasisPoints } from "@domain/gst-rates";
import { taxOf, taxOfAmount } from "@domain/line-tax";
import type { CartCheckLine } from "@domain/schemas/checkout";
import type { CartLine } from "./cart-store";

export type CartLineFlag =
  | { kind: "unavailable" }
  | { kind: "outOfStock" }
  | { kind: "lowStock"; count: number }
  | { kind: "belowMinimum"; count: number };

/** A cart line as the cart shows it: priced from the catalogue's current data when known, else as it was added. */
export type CartLineView = {
  line: CartLine;
  name: string;
  minOrderQuantity: number;
  /**
   * The most the quantity may be set to: what one checkout line may hold. Not the stock: the spec puts no stock cap
   * in the cart, and a line above the current stock is flagged (lowStock) so checkout waits until it is lowered.
   */
  maxQuantity: number;
  price: number;
  tieredPricing: { quantity: number; price: number }[];
  unitPrice: number;
  /** The tier threshold that sets the unit price, or null for the base price. */
  tierQuantity: number | null;
  lineTotal: number;
  /** The product's GST rate in basis points (listed prices include it), or null until the catalogue check says it. */
  gstRateBasisPoints: number | null;
  /** The GST inside the line total, or null while the rate is unknown. */
  gst: number | null;
  /** A problem that stops checkout. */
  flag: CartLineFlag | null;
  /** The unit price the buyer saw when adding, when the catalogue has changed it since. */
  repricedFrom: number | null;
  /** Priced by an accepted quotation: its unit price, its fixed quantity, no listed minimum. */
  quoted: boolean;
};

/**
 * A quoted line is priced by its quote (the server checks and charges the same), at the quote's quantity: the tiers,
 * the listed minimum and any repricing of the catalogue do not apply to it.
 */
export function cartLineView(line: CartLine, current: CartCheckLine | undefined): CartLineView {
  const stored = { price: line.basePrice, tieredPricing: line.tieredPricing };
  const catalogue = current?.available ? { price: current.price, tieredPricing: current.tieredPricing } : stored;
  const minOrderQuantity = current?.available ? current.minOrderQuantity : line.minOrderQuantity;
  const quote = line.quote;
  const unitPrice = quote ? quote.unitPrice : applicableUnitPrice(catalogue, line.quantity);
  const before = applicableUnitPrice(stored, line.quantity);
  const total = lineTotal(unitPrice, line.quantity);
  const rate = current?.gstRate == null ? null : gstRateBasisPoints(current.gstRate);
  return {
    line,
    name: current?.name ?? line.name,
    minOrderQuantity,
    maxQuantity: quote ? line.quantity : MAX_LINE_QUANTITY,
    ...catalogue,
    unitPrice,
    tierQuantity: quote ? null : (applicableTier(catalogue, line.quantity)?.quantity ?? null),
    lineTotal: total,
    gstRateBasisPoints: rate,
    gst: rate === null ? null : taxOf(taxOfAmount(total, rate, false)),
    flag: flagOf(line, current, quote ? 1 : minOrderQuantity),
    repricedFrom: !quote && current?.available && before !== unitPrice ? before : null,
    quoted: Boolean(quote),
  };
}

function flagOf(line: CartLine, current: CartCheckLine | undefined, minimum: number): CartLineFlag | null {
  if (!current) return null;
  if (!current.available) return { kind: "unavailable" };
  if (current.stock < Math.max(1, minimum)) return { kind: "outOfStock" };
  if (line.quantity > current.stock) return { kind: "lowStock", count: current.stock };
  if (line.quantity < minimum) return { kind: "belowMinimum", count: minimum };
  return null;
}

/** Subtotal of the lines that can be bought. */
export function cartSubtotal(views: readonly CartLineView[]): number {
  return views.filter((v) => v.flag?.kind !== "unavailable").reduce((sum, v) => sum + v.lineTotal, 0);
}
