import { and, eq, inArray } from "drizzle-orm";
import { quoteUseRefusal } from "@domain/quotations";
import type { CheckoutLineInput } from "@domain/schemas/checkout";
import type { Executor, Transaction } from "../../db/client";
import { quotes } from "../../db/schema";
import { AppError } from "../../errors";
import type { NotificationHub } from "../../platform/events/notification-hub";
import { publishThreadChange } from "../conversations/thread-changes";

/**
 * The quotes that price a buyer's checkout lines, each checked (theirs, accepted, unused, valid, for exactly this
 * product and quantity): the first line that fails refuses the whole checkout, naming the product.
 */
export async function quotesForCheckout(db: Executor, buyerId: string, lines: readonly CheckoutLineInput[], now = new Date()) {
  const ids = lines.flatMap((l) => (l.quoteId ? [l.quoteId] : []));
  const rows = ids.length ? await db.select().from(quotes).where(inArray(quotes.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const priced = new Map<string, { id: string; unitPrice: number }>();
  for (const line of lines) {
    if (!line.quoteId) continue;
    const quote = byId.get(line.quoteId);
    const refusal = quoteUseRefusal(quote, { buyerId, productId: line.productId, quantity: line.quantity }, now);
    if (refusal) throw new AppError(refusal, undefined, { productId: line.productId, quoteId: line.quoteId });
    priced.set(line.productId, { id: quote!.id, unitPrice: quote!.unitPrice });
  }
  return priced;
}

/**
 * Marks the quotes of a paid checkout as ordered, in its finalising transaction: a quote is used once, so if
 * another paid checkout got there first, this returns false and the checkout is refunded like an oversold one.
 * Both parties' open threads hear of it (the card turns Ordered), at commit.
 */
export async function useQuotes(events: NotificationHub, tx: Transaction, checkout: { id: string; buyerId: string }, quoteIds: readonly string[]): Promise<boolean> {
  for (const quoteId of quoteIds) {
    const [used] = await tx
      .update(quotes)
      .set({ status: "ordered", checkoutId: checkout.id })
      .where(and(eq(quotes.id, quoteId), eq(quotes.buyerId, checkout.buyerId), eq(quotes.status, "accepted")))
      .returning({ threadId: quotes.threadId, buyerId: quotes.buyerId, sellerId: quotes.sellerId });
    if (!used) return false;
    await publishThreadChange(events, tx, { kind: "quote", ...used });
  }
  return true;
}
