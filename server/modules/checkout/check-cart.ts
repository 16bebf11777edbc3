import { applicableUnitPrice } from "@domain/pricing";
import type { CartCheckResponse, CartLineInput } from "@domain/schemas/checkout";
import type { AppContext } from "../../app-context";
import { deliveryTerms } from "../freight/delivery-terms";
import { loadCartProducts } from "./load-cart-products";

/**
 * The catalogue's current view of cart lines, so the cart can flag unavailable, out-of-stock or re-priced lines, and,
 * given a delivery PIN code, each seller's freight rule and delivery window (the browser charges the rule on the
 * goods with the same domain function the checkout uses).
 */
export async function checkCart(ctx: AppContext, lines: readonly CartLineInput[], deliveryPinCode?: string | null): Promise<CartCheckResponse> {
  const found = await loadCartProducts(ctx.db, lines.map((l) => l.productId));
  const delivered = [...found.values()].filter((p) => p.available);
  return {
    lines: lines.map((line) => {
      const product = found.get(line.productId);
      if (!product)
        return { productId: line.productId, available: false, name: null, price: 0, tieredPricing: [], minOrderQuantity: 1, stock: 0, unitPrice: 0 };
      return {
        productId: product.id,
        available: product.available,
        name: product.name,
        price: product.price,
        tieredPricing: product.tieredPricing,
        minOrderQuantity: product.minOrderQuantity,
        stock: product.stock,
        unitPrice: applicableUnitPrice(product, line.quantity),
      };
    }),
    delivery: deliveryPinCode ? await deliveryTerms(ctx.db, deliveryPinCode, delivered) : null,
  };
}
