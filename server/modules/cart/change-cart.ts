import { eq } from "drizzle-orm";
import { sizeCartQuantity } from "@domain/cart-quantity";
import { MAX_CHECKOUT_LINES } from "@domain/checkout-limits";
import type { Cart, CartChange, CartUpdate } from "@domain/schemas/cart";
import type { AppContext } from "../../app-context";
import { cartLines } from "../../db/schema";
import { type AppError, businessRule, conflict } from "../../errors";
import { loadCartProducts } from "../checkout/load-cart-products";
import { addLines, deleteLine, lockCart, storedLines, writeLine } from "./put-lines";
import { readCart } from "./read-cart";

const publicAdded = (added: { productId: string; name: string; quantity: number }[]) =>
  added.map(({ productId, name, quantity }) => ({ productId, name, quantity }));

/**
 * Add to Cart: the quantity goes onto the product's line. A product that cannot be bought is refused (422); a
 * product held by a quoted line is left alone and answered as a `quoted` change.
 */
export async function addCartLine(ctx: AppContext, buyerId: string, line: { productId: string; quantity: number }): Promise<CartUpdate> {
  const { added, changes } = await ctx.db.transaction(async (tx) => {
    await lockCart(tx, buyerId);
    const result = await addLines(tx, buyerId, [line]);
    const refused = result.changes.find((c) => c.kind === "unavailable" || c.kind === "outOfStock" || c.kind === "cartFull");
    if (refused) throw refusal(refused);
    return result;
  });
  return { cart: await readCart(ctx.db, buyerId), added: publicAdded(added), changes };
}

function refusal(change: CartChange): AppError {
  const details = { productId: change.productId };
  if (change.kind === "cartFull") return businessRule("CART_FULL", undefined, details);
  if (change.kind === "outOfStock") return businessRule("INSUFFICIENT_STOCK", change.name ? `“${change.name}” is out of stock.` : undefined, details);
  return businessRule("PRODUCT_UNAVAILABLE", change.name ? `“${change.name}” is no longer available.` : undefined, details);
}

/** Sets a line's quantity (starting the line if need be), raised to the minimum order and capped by the stock. */
export async function setCartLine(ctx: AppContext, buyerId: string, productId: string, quantity: number): Promise<CartUpdate> {
  const changes = await ctx.db.transaction(async (tx) => {
    await lockCart(tx, buyerId);
    const product = (await loadCartProducts(tx, [productId])).get(productId);
    const stored = await storedLines(tx, buyerId);
    const current = stored.get(productId);
    const change = { productId, name: product?.name ?? null };
    if (!product?.available) throw refusal({ ...change, kind: "unavailable" });
    if (current?.quoteId) throw conflict("CART_LINE_QUOTED");
    if (!current && stored.size >= MAX_CHECKOUT_LINES) throw refusal({ ...change, kind: "cartFull" });
    const sized = sizeCartQuantity(quantity, product);
    if (!sized) throw refusal({ ...change, kind: "outOfStock" });
    await writeLine(tx, buyerId, productId, sized.quantity);
    return sized.adjustment ? [{ ...change, kind: sized.adjustment, quantity: sized.quantity } satisfies CartChange] : [];
  });
  const cart = await readCart(ctx.db, buyerId);
  const line = cart.lines.find((l) => l.productId === productId)!;
  return { cart, added: [{ productId, name: line.name, quantity: line.quantity }], changes };
}

export async function removeCartLine(ctx: AppContext, buyerId: string, productId: string): Promise<Cart> {
  await ctx.db.transaction((tx) => deleteLine(tx, buyerId, productId));
  return readCart(ctx.db, buyerId);
}

export async function clearCart(ctx: AppContext, buyerId: string): Promise<Cart> {
  await ctx.db.delete(cartLines).where(eq(cartLines.buyerId, buyerId));
  return { lines: [] };
}

/**
 * A visitor's local cart, taken into the account's at sign-in: each quantity is added to the stored line (summed),
 * raised to the minimum order and capped by the stock; products that cannot be bought are skipped and reported.
 */
export async function mergeIntoCart(ctx: AppContext, buyerId: string, lines: readonly { productId: string; quantity: number }[]): Promise<CartUpdate> {
  const { added, changes } = await ctx.db.transaction(async (tx) => {
    await lockCart(tx, buyerId);
    return addLines(tx, buyerId, mergeRepeats(lines));
  });
  return { cart: await readCart(ctx.db, buyerId), added: publicAdded(added), changes };
}

/** One request per product: a hand-edited local cart may name one twice. */
function mergeRepeats(lines: readonly { productId: string; quantity: number }[]) {
  const byProduct = new Map<string, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}
