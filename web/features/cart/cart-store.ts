import { useSyncExternalStore } from "react";

/**
 * The cart lives in local storage (it survives reloads). It keeps what the buyer chose and what the product looked
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
};

const STORAGE_KEY = "bulkbazaar.cart.v1";
const listeners = new Set<() => void>();
let cache: CartLine[] | null = null;

function read(): CartLine[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    cache = Array.isArray(parsed) ? (parsed as CartLine[]) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(lines: CartLine[]) {
  cache = lines;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  listeners.forEach((l) => l());
}

if (typeof window !== "undefined") {
  // Another tab changed the cart.
  window.addEventListener("storage", (e) => {
    if (e.key !== STORAGE_KEY) return;
    cache = null;
    listeners.forEach((l) => l());
  });
}

/** Adds a line, or raises the quantity of the same product already in the cart. */
export function addToCart(line: CartLine) {
  const lines = read();
  const existing = lines.find((l) => l.productId === line.productId);
  write(
    existing
      ? lines.map((l) => (l.productId === line.productId ? { ...line, quantity: l.quantity + line.quantity } : l))
      : [...lines, line],
  );
}

export function setCartQuantity(productId: string, quantity: number) {
  write(read().map((l) => (l.productId === productId ? { ...l, quantity } : l)));
}

/** Takes the catalogue's current name, prices, minimum and stock into the stored lines (the buyer has seen them). */
export function refreshCartLines(current: readonly Pick<CartLine, "productId" | "name" | "basePrice" | "tieredPricing" | "minOrderQuantity" | "stock">[]) {
  const byId = new Map(current.map((c) => [c.productId, c]));
  write(read().map((l) => ({ ...l, ...byId.get(l.productId) })));
}

export function removeFromCart(productId: string) {
  write(read().filter((l) => l.productId !== productId));
}

export function clearCart() {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
