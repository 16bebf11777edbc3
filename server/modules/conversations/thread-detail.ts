import { and, asc, eq } from "drizzle-orm";
import { quoteState, quoteTotal } from "@domain/quotations";
import type { Message, Quote, ThreadDetail } from "@domain/schemas/conversations";
import type { Executor } from "../../db/client";
import { products, quotes, threadMessages, threads } from "../../db/schema";
import { isBlocked } from "./seller-blocks";
import { threadSummaries } from "./thread-summaries";
import { threadFor, threadNotFound, type ThreadViewer, viewerThreads } from "./thread-viewer";

type MessageRow = typeof threadMessages.$inferSelect;

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    author: row.author,
    body: row.body,
    attachment:
      row.attachmentKey && row.attachmentName && row.attachmentType
        ? { name: row.attachmentName, contentType: row.attachmentType, bytes: row.attachmentBytes ?? 0 }
        : null,
    quoteId: row.quoteId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A thread with all its messages (oldest first) and quotes, for one of its parties or an admin; 404 otherwise. */
export async function getThreadDetail(db: Executor, viewer: ThreadViewer, threadId: string, now = new Date()): Promise<ThreadDetail> {
  const [found] = await threadSummaries(db, viewer, [eq(threads.id, threadId), viewerThreads(viewer)], 1);
  if (!found) throw threadNotFound();
  const { thread, summary } = found;
  const messages = await db.select().from(threadMessages).where(eq(threadMessages.threadId, thread.id)).orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
  const quoteRows = await db
    .select({ quote: quotes, productName: products.name })
    .from(quotes)
    .innerJoin(products, eq(products.id, quotes.productId))
    .where(eq(quotes.threadId, thread.id))
    .orderBy(asc(quotes.createdAt));
  return {
    ...summary,
    deliveryCity: thread.deliveryCity,
    deliveryPincode: thread.deliveryPincode,
    closedReason: thread.closedReason,
    messages: messages.map(toMessage),
    quotes: quoteRows.map(({ quote, productName }) => toQuote(quote, productName, now)),
    buyerBlocked: viewer.side === "seller" ? await isBlocked(db, thread.sellerId, thread.buyerId) : false,
  };
}

export function toQuote(quote: typeof quotes.$inferSelect, productName: string, now: Date): Quote {
  return {
    id: quote.id,
    productId: quote.productId,
    productName,
    quantity: quote.quantity,
    unitPrice: quote.unitPrice,
    total: quoteTotal(quote),
    validUntil: quote.validUntil,
    deliveryTerms: quote.deliveryTerms,
    note: quote.note,
    state: quoteState(quote, now),
    createdAt: quote.createdAt.toISOString(),
  };
}

/** The message with its stored attachment, if the viewer may read the thread. */
export async function attachmentOf(db: Executor, viewer: ThreadViewer, threadId: string, messageId: string) {
  const thread = await threadFor(db, viewer, threadId);
  const [message] = await db
    .select()
    .from(threadMessages)
    .where(and(eq(threadMessages.threadId, thread.id), eq(threadMessages.id, messageId)));
  if (!message?.attachmentKey || !message.attachmentName) return undefined;
  return { key: message.attachmentKey, name: message.attachmentName };
}
