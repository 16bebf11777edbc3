import { gstRatePercent } from "@domain/gst-rates";
import { taxOf, taxOfAmount } from "@domain/line-tax";
import { applicableUnitPrice, lineTotal } from "@domain/pricing";
import type { CartCheckResponse, CartLineInput } from "@domain/schemas/checkout";
import type { AppContext } from "../../app-context";
import { deliveryTerms } from "../freight/delivery-terms";
import { loadCartProducts } from "./load-cart-products";

/**
 * The catalogue's current view of cart lines, so the cart can flag unavailable, out-of-stock or re-priced lines, and,
 * given a delivery PIN code, each seller's freight rule and delivery window (the browser charges the rule on the
 * goods with the same domain function the checkout uses). Listed prices include GST: each line says its rate and
 * the GST inside it (the same whether CGST + SGST or IGST), and the answer the GST inside the available lines.
 */
export async function checkCart(ctx: AppContext, lines: readonly CartLineInput[], deliveryPinCode?: string | null): Promise<CartCheckResponse> {
  const found = await loadCartProducts(ctx.db, lines.map((l) => l.productId));
  const delivered = [...found.values()].filter((p) => p.available);
  const checked = lines.map((line) => {
    const product = found.get(line.productId);
    if (!product) {
      const unknown = { productId: line.productId, available: false, name: null, price: 0, tieredPricing: [], minOrderQuantity: 1, stock: 0, unitPrice: 0 };
      return { ...unknown, gstRate: null, gstAmount: 0 };
    }
    const unitPrice = applicableUnitPrice(product, line.quantity);
    return {
      productId: product.id,
      available: product.available,
      name: product.name,
      price: product.price,
      tieredPricing: product.tieredPricing,
      minOrderQuantity: product.minOrderQuantity,
      stock: product.stock,
      unitPrice,
      gstRate: gstRatePercent(product.gstRateBasisPoints),
      gstAmount: taxOf(taxOfAmount(lineTotal(unitPrice, line.quantity), product.gstRateBasisPoints, false)),
    };
  });
  return {
    lines: checked,
    gstAmount: checked.reduce((sum, line) => sum + (line.available ? line.gstAmount : 0), 0),
    delivery: deliveryPinCode ? await deliveryTerms(ctx.db, deliveryPinCode, delivered) : null,
  };
}
