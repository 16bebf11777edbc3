import { and, eq, sql } from "drizzle-orm";
import { sizeCartQuantity } from "@domain/cart-quantity";
import { MAX_CHECKOUT_LINES } from "@domain/checkout-limits";
import type { CartChange } from "@domain/schemas/cart";
import type { Transaction } from "../../db/client";
import { cartLines, profiles } from "../../db/schema";
import { loadCartProducts, type CartProduct } from "../checkout/load-cart-products";

/**
 * Serialises changes to one buyer's cart (two tabs adding at once) by locking their profile row: a missing cart
 * line cannot be locked, and a lost update would drop a quantity.
 */
export async function lockCart(tx: Transaction, buyerId: string) {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, buyerId)).for("update");
}

export async function storedLines(tx: Transaction, buyerId: string) {
  const rows = await tx.select().from(cartLines).where(eq(cartLines.buyerId, buyerId));
  return new Map(rows.map((row) => [row.productId, row]));
}

export async function writeLine(tx: Transaction, buyerId: string, productId: string, quantity: number) {
  await tx
    .insert(cartLines)
    .values({ buyerId, productId, quantity })
    .onConflictDoUpdate({ target: [cartLines.buyerId, cartLines.productId], set: { quantity, updatedAt: sql`now()` } });
}

export async function deleteLine(tx: Transaction, buyerId: string, productId: string) {
  await tx.delete(cartLines).where(and(eq(cartLines.buyerId, buyerId), eq(cartLines.productId, productId)));
}

export type LineRequest = {
  productId: string | null;
  quantity: number;
  /** What the request calls the product when the catalogue no longer knows it (an old order's item). */
  name?: string;
};

export type AddedLine = { productId: string; name: string; quantity: number; product: CartProduct };

/**
 * Adds each requested quantity to the product's line (or starts one), raised to the minimum order and capped by
 * the stock. Left out, and said so: products that are gone or inactive, out of stock (below their minimum), held by
 * a quoted line (its quantity is the quote's), or new lines past the cart's limit. The caller holds lockCart.
 */
export async function addLines(tx: Transaction, buyerId: string, requests: readonly LineRequest[]) {
  const ids = requests.flatMap((r) => (r.productId ? [r.productId] : []));
  const found = await loadCartProducts(tx, ids);
  const stored = await storedLines(tx, buyerId);
  const added: AddedLine[] = [];
  const changes: CartChange[] = [];
  for (const request of requests) {
    const product = request.productId ? found.get(request.productId) : undefined;
    const name = product?.name ?? request.name ?? null;
    const change = (kind: CartChange["kind"], extra: Partial<CartChange> = {}) => changes.push({ productId: request.productId, name, kind, ...extra });
    if (!product || !product.available) {
      change("unavailable");
      continue;
    }
    const current = stored.get(product.id);
    if (current?.quoteId) {
      change("quoted");
      continue;
    }
    if (!current && stored.size >= MAX_CHECKOUT_LINES) {
      change("cartFull");
      continue;
    }
    const sized = sizeCartQuantity((current?.quantity ?? 0) + request.quantity, product);
    if (!sized) {
      change("outOfStock");
      continue;
    }
    if (sized.adjustment) change(sized.adjustment, { quantity: sized.quantity });
    await writeLine(tx, buyerId, product.id, sized.quantity);
    stored.set(product.id, { ...(current ?? { buyerId, productId: product.id, quoteId: null, createdAt: new Date(), updatedAt: new Date() }), quantity: sized.quantity });
    added.push({ productId: product.id, name: product.name, quantity: sized.quantity, product });
  }
  return { added, changes };
}
