import { MAX_LINE_QUANTITY } from "./checkout-limits";

/** How the server changed a quantity it was asked to put in the cart. */
export type CartQuantityAdjustment = "raisedToMinimum" | "capped";

export type SizedCartQuantity = { quantity: number; adjustment: CartQuantityAdjustment | null };

/**
 * The quantity a server cart line holds when `requested` is asked for: at least the product's minimum order and at
 * most what is in stock (and what one checkout line may hold). Null when the product cannot be bought at all: its
 * stock is below its minimum order.
 */
export function sizeCartQuantity(requested: number, product: { minOrderQuantity: number; stock: number }): SizedCartQuantity | null {
  const least = Math.max(1, product.minOrderQuantity);
  const most = Math.min(product.stock, MAX_LINE_QUANTITY);
  if (most < least) return null;
  if (requested < least) return { quantity: least, adjustment: "raisedToMinimum" };
  if (requested > most) return { quantity: most, adjustment: "capped" };
  return { quantity: requested, adjustment: null };
}
