import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { cartLines } from "../../db/schema";

/**
 * An accepted quotation's line goes into the buyer's cart at the quote's quantity, replacing any line of that
 * product; checkout charges it at the quote's price after checking the quote is still theirs to use.
 */
export async function putQuotedLine(tx: Transaction, buyerId: string, quote: { id: string; productId: string; quantity: number }) {
  await tx
    .insert(cartLines)
    .values({ buyerId, productId: quote.productId, quantity: quote.quantity, quoteId: quote.id })
    .onConflictDoUpdate({
      target: [cartLines.buyerId, cartLines.productId],
      set: { quantity: quote.quantity, quoteId: quote.id, updatedAt: sql`now()` },
    });
}
