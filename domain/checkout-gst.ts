/**
 * The GST inside a priced cart or checkout, as the shopper sees it before paying. Listed prices include GST, so it
 * changes nothing that is paid: each line's GST is taken out of its total at its product's rate, and each seller's
 * freight is taxed with the goods it carries (domain/order-tax.ts, the same rule the seller's invoice follows). The
 * CGST + SGST or IGST split does not change the amounts, so it is left to the invoice.
 */
import type { PricedCheckout } from "./checkout-pricing";
import { taxOf } from "./line-tax";
import { taxOrder } from "./order-tax";

export type CheckoutGst = {
  /** The GST inside each line, by product id. */
  lines: Map<string, number>;
  /** The GST inside each seller's order, freight included, by seller id. */
  sellers: Map<string, number>;
  /** The GST inside the whole total. */
  total: number;
};

/**
 * `rateOf` gives a product's GST rate in basis points, or null while it is unknown; then nothing is answered rather
 * than a total that leaves a line out.
 */
export function checkoutGst(priced: PricedCheckout, rateOf: (productId: string) => number | null): CheckoutGst | null {
  const rates = new Map<string, number>();
  for (const line of priced.lines) {
    const rate = rateOf(line.productId);
    if (rate === null) return null;
    rates.set(line.productId, rate);
  }
  const gst: CheckoutGst = { lines: new Map(), sellers: new Map(), total: 0 };
  for (const seller of priced.sellers) {
    const lines = priced.lines.filter((line) => line.sellerId === seller.sellerId);
    const taxed = taxOrder({
      lines: lines.map((line) => ({ lineTotal: line.lineTotal, rateBasisPoints: rates.get(line.productId)!, hsnCode: "" })),
      freight: seller.freight,
      intraState: false,
    });
    lines.forEach((line, index) => gst.lines.set(line.productId, taxOf(taxed.lines[index]!)));
    gst.sellers.set(seller.sellerId, taxOf(taxed.totals));
    gst.total += taxOf(taxed.totals);
  }
  return gst;
}
