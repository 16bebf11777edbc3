import { MAX_LINE_QUANTITY } from "@domain/checkout-limits";
import { useSyncExternalStore } from "react";

/**
 * Each signed-in user's cart lives in local storage under a key of its own (it survives reloads and sign-out, and
 * another account on the same browser never sees it). It keeps what the buyer chose and what the product looked
 * like when added, for display only: the server re-prices every line from the catalogue at checkout.
 */
export type CartLine = {
  productId: string;
  quantity: number;
  name: string;
  imageUrl: string | null;
  sellerId: string;
  sellerName: string | null;
  /** Paise, as shown when added. */
  basePrice: number;
  tieredPricing: { quantity: number; price: number }[];
  minOrderQuantity: number;
  stock: number;
  /**
   * An accepted quotation pricing this line: its unit price (paise) replaces the tiers and its quantity is fixed.
   * Checkout sends the id and the server charges the quote, after checking it is still the buyer's to use.
   */
  quote?: CartQuote;
};

export type CartQuote = { id: string; unitPrice: number };

/** The user id the cart belongs to; null for a visitor, who has no cart. */
export type CartOwner = string | null;

const KEY_PREFIX = "bulkbazaar.cart.v1:";
/** Before carts were per user, one cart served whoever signed in: it cannot be told whose it was, so it goes. */
const SHARED_CART_KEY = "bulkbazaar.cart.v1";

const NO_LINES: CartLine[] = [];
const listeners = new Set<() => void>();
const cache = new Map<string, CartLine[]>();

export const cartStorageKey = (owner: string) => `${KEY_PREFIX}${owner}`;

function read(owner: CartOwner): CartLine[] {
  if (!owner) return NO_LINES;
  const cached = cache.get(owner);
  if (cached) return cached;
  let lines: CartLine[] = [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(cartStorageKey(owner)) ?? "[]");
    if (Array.isArray(parsed)) lines = (parsed as CartLine[]).map((l) => ({ ...l, quantity: boundedQuantity(l.quantity), quote: validQuote(l.quote) }));
  } catch {
    lines = [];
  }
  cache.set(owner, lines);
  return lines;
}

function write(owner: CartOwner, lines: CartLine[]) {
  if (!owner) return;
  cache.set(owner, lines);
  localStorage.setItem(cartStorageKey(owner), JSON.stringify(lines));
  listeners.forEach((l) => l());
}

/** The server refuses a line above MAX_LINE_QUANTITY, so the cart never holds one. */
function boundedQuantity(quantity: number): number {
  return Number.isSafeInteger(quantity) ? Math.min(Math.max(quantity, 1), MAX_LINE_QUANTITY) : 1;
}

/** A stored quote as written by addQuotedLine, or none (storage is the user's to edit). */
function validQuote(quote: unknown): CartQuote | undefined {
  const q = quote as Partial<CartQuote> | undefined;
  return q && typeof q.id === "string" && Number.isSafeInteger(q.unitPrice) && q.unitPrice! > 0 ? { id: q.id, unitPrice: q.unitPrice! } : undefined;
}

if (typeof window !== "undefined") {
  localStorage.removeItem(SHARED_CART_KEY);
  // Another tab changed a cart.
  window.addEventListener("storage", (e) => {
    if (e.key !== null && !e.key.startsWith(KEY_PREFIX)) return;
    cache.clear();
    listeners.forEach((l) => l());
  });
}

/**
 * Adds a line, or raises the quantity of the same product already in the cart. A product in the cart at a quoted
 * price is left as it is (its quantity is the quote's): answers "quoted" then, "added" otherwise.
 */
export function addToCart(owner: CartOwner, line: CartLine): "added" | "quoted" {
  const lines = read(owner);
  const existing = lines.find((l) => l.productId === line.productId);
  if (existing?.quote) return "quoted";
  const quantity = boundedQuantity((existing?.quantity ?? 0) + line.quantity);
  const { quote: _ignored, ...plain } = line;
  write(owner, existing ? lines.map((l) => (l.productId === line.productId ? { ...plain, quantity } : l)) : [...lines, { ...plain, quantity }]);
  return "added";
}

/** An accepted quotation's line: replaces any line of that product, at the quoted quantity and price. */
export function addQuotedLine(owner: CartOwner, line: CartLine & { quote: CartQuote }) {
  const quoted = { ...line, quantity: boundedQuantity(line.quantity) };
  const lines = read(owner);
  write(owner, lines.some((l) => l.productId === line.productId) ? lines.map((l) => (l.productId === line.productId ? quoted : l)) : [...lines, quoted]);
}

/** A quoted line's quantity is the quote's and does not change. */
export function setCartQuantity(owner: CartOwner, productId: string, quantity: number) {
  write(owner, read(owner).map((l) => (l.productId === productId && !l.quote ? { ...l, quantity: boundedQuantity(quantity) } : l)));
}

/** Takes the catalogue's current name, prices, minimum and stock into the stored lines (the buyer has seen them). */
export function refreshCartLines(
  owner: CartOwner,
  current: readonly Pick<CartLine, "productId" | "name" | "basePrice" | "tieredPricing" | "minOrderQuantity" | "stock">[],
) {
  const byId = new Map(current.map((c) => [c.productId, c]));
  write(owner, read(owner).map((l) => ({ ...l, ...byId.get(l.productId) })));
}

export function removeFromCart(owner: CartOwner, productId: string) {
  write(owner, read(owner).filter((l) => l.productId !== productId));
}

/**
 * Takes what was bought out of the cart: each purchased quantity comes off its product's line, and a line with
 * nothing left goes. Whatever was added meanwhile (in another tab, while paying) stays.
 */
export function removePurchasedLines(owner: CartOwner, purchased: readonly { productId: string | null; quantity: number }[]) {
  const bought = new Map<string, number>();
  for (const item of purchased) if (item.productId) bought.set(item.productId, (bought.get(item.productId) ?? 0) + item.quantity);
  write(
    owner,
    read(owner).flatMap((l) => {
      const left = l.quantity - (bought.get(l.productId) ?? 0);
      // A quote is used once: a quoted line that was bought goes whole.
      if (l.quote && bought.has(l.productId)) return [];
      return left > 0 ? [{ ...l, quantity: left }] : [];
    }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The owner's cart lines (none for a visitor), kept current across this tab and others. */
export function useCart(owner: CartOwner): CartLine[] {
  return useSyncExternalStore(
    subscribe,
    () => read(owner),
    () => NO_LINES,
  );
}
