import { and, eq } from "drizzle-orm";
import { formatINR } from "@domain/money";
import { isAllowedValidity, quoteTotal } from "@domain/quotations";
import type { Quote, QuoteInput } from "@domain/schemas/conversations";
import type { quoteInputSchema } from "@domain/schemas/conversations";
import type { z } from "zod";
import type { AppContext } from "../../app-context";
import { products, quotes } from "../../db/schema";
import { AppError, businessRule } from "../../errors";
import { insertMessage } from "../conversations/post-message";
import { threadFor } from "../conversations/thread-viewer";
import { toQuote } from "../conversations/thread-detail";

type QuoteValues = z.output<typeof quoteInputSchema>;
export type { QuoteInput };

/**
 * The seller sends a quote in one of its threads, for one of its own listed products (any quantity and unit price:
 * a negotiated price may be below the tiers). It appears in the thread as a card the buyer can accept.
 */
export async function sendQuote(ctx: AppContext, sellerId: string, threadId: string, input: QuoteValues, now = new Date()): Promise<Quote> {
  return ctx.db.transaction(async (tx) => {
    const thread = await threadFor(tx, { side: "seller", userId: sellerId }, threadId, true);
    if (!isAllowedValidity(input.validUntil, now)) throw businessRule("QUOTE_VALIDITY_INVALID");
    if (thread.status === "closed") throw new AppError("THREAD_CLOSED");
    const [product] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.sellerId, sellerId), eq(products.isActive, true)));
    if (!product) throw businessRule("QUOTE_PRODUCT_NOT_YOURS");
    const [quote] = await tx
      .insert(quotes)
      .values({
        threadId: thread.id,
        buyerId: thread.buyerId,
        sellerId,
        productId: product.id,
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        validUntil: input.validUntil,
        deliveryTerms: input.deliveryTerms,
        note: input.note,
      })
      .returning();
    await insertMessage(ctx, tx, thread, { author: "seller", authorId: sellerId, body: quoteMessageText(product.name, input), quoteId: quote!.id });
    return toQuote(quote!, product.name, now);
  });
}

/** The thread's line for a sent quote (the card shows it in full); shared with the demo data. */
export function quoteMessageText(productName: string, quote: { quantity: number; unitPrice: number; validUntil: string }): string {
  return `Quotation: ${quote.quantity.toLocaleString("en-IN")} × ${productName} at ${formatINR(quote.unitPrice)} per unit, ${formatINR(quoteTotal(quote))} in all, valid until ${quote.validUntil}.`;
}
