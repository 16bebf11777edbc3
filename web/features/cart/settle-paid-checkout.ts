import { removePurchasedLines, type CartOwner } from "./cart-store";

const SETTLED_KEY_PREFIX = "bulkbazaar.cart-settled.v1:";
/** Enough to recognise any success link a buyer might reopen; the oldest ids are forgotten first. */
const REMEMBERED_PAYMENTS = 50;

type Purchased = { productId: string | null; quantity: number };

/**
 * Once per payment order id, takes a paid checkout's items out of the owner's cart and answers true; a success link
 * opened again (or its status page, which leads there) answers false and leaves the cart alone.
 */
export function settlePaidCheckout(owner: CartOwner, paymentOrderId: string, purchased: readonly Purchased[]): boolean {
  if (!owner) return false;
  const key = `${SETTLED_KEY_PREFIX}${owner}`;
  const settled = readIds(key);
  if (settled.includes(paymentOrderId)) return false;
  localStorage.setItem(key, JSON.stringify([...settled, paymentOrderId].slice(-REMEMBERED_PAYMENTS)));
  removePurchasedLines(owner, purchased);
  return true;
}

function readIds(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}
