import { MAX_LINE_QUANTITY } from "@domain/checkout-limits";
import { useSyncExternalStore } from "react";

/**
 * A cart line as the cart shows it: what the buyer chose and what the product looked like. A signed-in buyer's
 * lines come from the server (GET /api/buyer/cart, current data); a visitor's live in this browser's storage (as
 * the product looked when added, re-checked against the catalogue when the cart is shown). The server prices every
 * line from the catalogue at checkout either way.
 */
export type CartLine = {
  productId: string;
  quantity: number;
  name: string;
  imageUrl: string | null;
  sellerId: string;
  sellerName: string | null;
  /** Paise. */
  basePrice: number;
  tieredPricing: { quantity: number; price: number }[];
  minOrderQuantity: number;
  stock: number;
  /**
   * An accepted quotation pricing this line (server carts only): its unit price (paise) replaces the tiers and its
   * quantity is fixed. Checkout sends the id and the server charges the quote.
   */
  quote?: CartQuote;
};

export type CartQuote = { id: string; unitPrice: number };

/**
 * The visitor's cart: kept in this browser until they sign in, when it merges into their account's cart on the
 * server and is cleared here (features/cart/use-merge-visitor-cart.ts).
 */
export const VISITOR_CART_KEY = "bulkbazaar.cart.visitor.v1";
/**
 * Before carts were on the server, each signed-in user's cart lived here under a key of its own: read once more at
 * their next sign-in, merged into the server cart and dropped.
 */
const LEGACY_KEY_PREFIX = "bulkbazaar.cart.v1:";
/** Before carts were per user, one cart served whoever signed in: it cannot be told whose it was, so it goes. */
const SHARED_CART_KEY = "bulkbazaar.cart.v1";

const NO_LINES: CartLine[] = [];
const listeners = new Set<() => void>();
let cache: CartLine[] | null = null;

export const legacyCartKey = (userId: string) => `${LEGACY_KEY_PREFIX}${userId}`;

function parse(key: string): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return (parsed as CartLine[])
      // A quoted line (kept here before carts moved to the server) was priced by its quote, not the catalogue.
      .filter((l) => l && typeof l.productId === "string" && !l.quote)
      .map(({ quote: _quote, ...l }) => ({ ...l, quantity: boundedQuantity(l.quantity) }));
  } catch {
    return [];
  }
}

function read(): CartLine[] {
  if (typeof localStorage === "undefined") return NO_LINES;
  cache ??= parse(VISITOR_CART_KEY);
  return cache;
}

function write(lines: CartLine[]) {
  cache = lines;
  if (lines.length) localStorage.setItem(VISITOR_CART_KEY, JSON.stringify(lines));
  else localStorage.removeItem(VISITOR_CART_KEY);
  listeners.forEach((l) => l());
}

/** The server refuses a line above MAX_LINE_QUANTITY, so the cart never holds one. */
function boundedQuantity(quantity: number): number {
  return Number.isSafeInteger(quantity) ? Math.min(Math.max(quantity, 1), MAX_LINE_QUANTITY) : 1;
}

if (typeof window !== "undefined") {
  localStorage.removeItem(SHARED_CART_KEY);
  // Another tab changed the visitor's cart (or merged it at sign-in).
  window.addEventListener("storage", (e) => {
    if (e.key !== null && e.key !== VISITOR_CART_KEY) return;
    cache = null;
    listeners.forEach((l) => l());
  });
}

/** Adds a line to the visitor's cart, or raises the quantity of the same product already there. */
export function addToVisitorCart(line: CartLine) {
  const lines = read();
  const existing = lines.find((l) => l.productId === line.productId);
  const quantity = boundedQuantity((existing?.quantity ?? 0) + line.quantity);
  const { quote: _ignored, ...plain } = line;
  write(existing ? lines.map((l) => (l.productId === line.productId ? { ...plain, quantity } : l)) : [...lines, { ...plain, quantity }]);
}

export function setVisitorCartQuantity(productId: string, quantity: number) {
  write(read().map((l) => (l.productId === productId ? { ...l, quantity: boundedQuantity(quantity) } : l)));
}

/** Takes the catalogue's current name, prices, minimum and stock into the stored lines (the visitor has seen them). */
export function refreshVisitorCart(current: readonly Pick<CartLine, "productId" | "name" | "basePrice" | "tieredPricing" | "minOrderQuantity" | "stock">[]) {
  const byId = new Map(current.map((c) => [c.productId, c]));
  write(read().map((l) => ({ ...l, ...byId.get(l.productId) })));
}

export function removeFromVisitorCart(productId: string) {
  write(read().filter((l) => l.productId !== productId));
}

/**
 * What this browser holds for a user who has just signed in: the visitor's lines and any cart kept here for this
 * account before carts moved to the server, to be merged into the account's cart.
 */
export function localLinesFor(userId: string): Pick<CartLine, "productId" | "quantity">[] {
  if (typeof localStorage === "undefined") return [];
  // Read afresh, not from this tab's cache: another tab may have merged them a moment ago.
  return [...parse(VISITOR_CART_KEY), ...parse(legacyCartKey(userId))].map(({ productId, quantity }) => ({ productId, quantity }));
}

/** Once merged into the account's cart, the local copies go. */
export function clearLocalLines(userId: string) {
  localStorage.removeItem(legacyCartKey(userId));
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's cart lines, kept current across this tab and others (none while the server renders). */
export function useVisitorCart(): CartLine[] {
  return useSyncExternalStore(subscribe, read, () => NO_LINES);
}
