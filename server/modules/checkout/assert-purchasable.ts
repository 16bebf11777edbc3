import type { CartLineInput } from "@domain/schemas/checkout";
import { businessRule } from "../../errors";
import type { CartProduct } from "./load-cart-products";

/**
 * Refuses (422, naming the product) a line the catalogue cannot sell as asked. A quoted line's quantity was agreed
 * with the seller, so the listed minimum order does not apply to it.
 */
export function assertPurchasable(line: CartLineInput, product: CartProduct | undefined, options: { quoted?: boolean } = {}): asserts product is CartProduct {
  const details = { productId: line.productId };
  if (!product || !product.available) {
    const what = product ? `“${product.name}” is` : "A product in your cart is";
    throw businessRule("PRODUCT_UNAVAILABLE", `${what} no longer available. Remove it from your cart to continue.`, details);
  }
  if (!options.quoted && line.quantity < product.minOrderQuantity)
    throw businessRule("BELOW_MIN_ORDER", `The minimum order for “${product.name}” is ${product.minOrderQuantity}.`, {
      ...details,
      minOrderQuantity: product.minOrderQuantity,
    });
  if (line.quantity > product.stock)
    throw businessRule(
      "INSUFFICIENT_STOCK",
      product.stock === 0 ? `“${product.name}” is out of stock.` : `Only ${product.stock} of “${product.name}” in stock.`,
      { ...details, stock: product.stock },
    );
}
