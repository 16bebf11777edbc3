const SETTLED_KEY_PREFIX = "bulkbazaar.cart-settled.v1:";
/** Enough to recognise any success link a buyer might reopen; the oldest ids are forgotten first. */
const REMEMBERED_PAYMENTS = 50;

/**
 * Once per payment order id, answers true (the success page then says the cart was updated); a success link opened
 * again (or its status page, which leads there) answers false. The server itself took what was bought out of the
 * buyer's cart when it created the orders (server/modules/cart/purchased-lines.ts).
 */
export function settlePaidCheckout(owner: string | null, paymentOrderId: string): boolean {
  if (!owner) return false;
  const key = `${SETTLED_KEY_PREFIX}${owner}`;
  const settled = readIds(key);
  if (settled.includes(paymentOrderId)) return false;
  localStorage.setItem(key, JSON.stringify([...settled, paymentOrderId].slice(-REMEMBERED_PAYMENTS)));
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
