import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { cartLines } from "../../db/schema";

/**
 * Takes what a paid checkout bought out of the buyer's cart, in the transaction that creates its orders: each
 * purchased quantity comes off its product's line and a line with nothing left goes; a quoted line that was bought
 * goes whole (a quote is used once). Whatever was added meanwhile, on any device, stays.
 */
export async function removePurchasedLines(tx: Transaction, buyerId: string, purchased: readonly { productId: string; quantity: number; quoteId?: string }[]) {
  const quoted = purchased.flatMap((line) => (line.quoteId ? [line.productId] : []));
  if (quoted.length) await tx.delete(cartLines).where(and(eq(cartLines.buyerId, buyerId), inArray(cartLines.productId, quoted)));
  for (const line of purchased) {
    if (line.quoteId) continue;
    const where = and(eq(cartLines.buyerId, buyerId), eq(cartLines.productId, line.productId));
    await tx.delete(cartLines).where(and(where, lte(cartLines.quantity, line.quantity)));
    await tx.update(cartLines).set({ quantity: sql`${cartLines.quantity} - ${line.quantity}`, updatedAt: sql`now()` }).where(where);
  }
}
