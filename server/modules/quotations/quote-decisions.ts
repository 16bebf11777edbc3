import { and, eq } from "drizzle-orm";
import { quoteState } from "@domain/quotations";
import type { AcceptedQuote, Quote } from "@domain/schemas/conversations";
import type { AppContext } from "../../app-context";
import type { Transaction } from "../../db/client";
import { products, quotes, requirements, threads } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { putQuotedLine } from "../cart/quoted-line";
import { insertMessage } from "../conversations/post-message";
import { toQuote } from "../conversations/thread-detail";

type Side = "buyer" | "seller";

/** The quote, locked, if the caller is its buyer or seller (as `side`); 404 otherwise. */
async function lockQuote(tx: Transaction, side: Side, userId: string, quoteId: string) {
  const party = side === "buyer" ? eq(quotes.buyerId, userId) : eq(quotes.sellerId, userId);
  const [row] = await tx
    .select({ quote: quotes, thread: threads, productName: products.name })
    .from(quotes)
    .innerJoin(threads, eq(threads.id, quotes.threadId))
    .innerJoin(products, eq(products.id, quotes.productId))
    .where(and(eq(quotes.id, quoteId), party))
    .for("update", { of: quotes });
  if (!row) throw notFound("Quotation", "QUOTE_NOT_FOUND");
  return row;
}

/**
 * The buyer accepts a quote: once, while it is valid and not withdrawn. Its line (product, quantity, quoted price)
 * goes into the buyer's cart; checkout charges it from the quote, not from the browser. A requirement answered by
 * the thread is fulfilled.
 */
export async function acceptQuote(ctx: AppContext, buyerId: string, quoteId: string, now = new Date()): Promise<AcceptedQuote> {
  return ctx.db.transaction(async (tx) => {
    const { quote, thread } = await lockQuote(tx, "buyer", buyerId, quoteId);
    const state = quoteState(quote, now);
    if (state === "expired") throw conflict("QUOTE_EXPIRED");
    if (state !== "sent") throw conflict("QUOTE_NOT_OPEN");
    if (thread.status === "closed") throw new AppError("THREAD_CLOSED");
    await tx.update(quotes).set({ status: "accepted", acceptedAt: now }).where(eq(quotes.id, quote.id));
    await putQuotedLine(tx, buyerId, quote);
    if (thread.requirementId)
      await tx
        .update(requirements)
        .set({ status: "fulfilled", closedAt: now })
        .where(and(eq(requirements.id, thread.requirementId), eq(requirements.status, "open")));
    await insertMessage(ctx, tx, thread, { author: "system", authorId: null, body: "The buyer accepted the quotation.", quoteId: quote.id, readBy: "buyer" });
    return { quoteId: quote.id, productId: quote.productId, quantity: quote.quantity, unitPrice: quote.unitPrice };
  });
}

/** The seller takes back a quote the buyer has not accepted yet. */
export async function withdrawQuote(ctx: AppContext, sellerId: string, quoteId: string, now = new Date()): Promise<Quote> {
  return ctx.db.transaction(async (tx) => {
    const { quote, thread, productName } = await lockQuote(tx, "seller", sellerId, quoteId);
    if (quote.status !== "sent") throw conflict("QUOTE_NOT_OPEN");
    const [withdrawn] = await tx.update(quotes).set({ status: "withdrawn", withdrawnAt: now }).where(eq(quotes.id, quote.id)).returning();
    await insertMessage(ctx, tx, thread, { author: "system", authorId: null, body: "The seller withdrew the quotation.", quoteId: quote.id, readBy: "seller" });
    return toQuote(withdrawn!, productName, now);
  });
}
