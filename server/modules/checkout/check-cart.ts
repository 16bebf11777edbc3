import { applicableUnitPrice } from "@domain/pricing";
import type { CartCheckResponse, CartLineInput } from "@domain/schemas/checkout";
import type { AppContext } from "../../app-context";
import { loadCartProducts } from "./load-cart-products";

/** The catalogue's current view of cart lines, so the cart can flag unavailable, out-of-stock or re-priced lines. */
export async function checkCart(ctx: AppContext, lines: readonly CartLineInput[]): Promise<CartCheckResponse> {
  const found = await loadCartProducts(ctx.db, lines.map((l) => l.productId));
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
  };
}
