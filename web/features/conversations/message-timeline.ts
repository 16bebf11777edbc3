import type { Message, Quote, ThreadDetail } from "@domain/schemas/conversations";

/** One entry of a thread as shown: a party's message, a quotation card, or an event of the platform. */
export type TimelineEntry =
  | { kind: "message"; message: Message }
  | { kind: "quote"; message: Message; quote: Quote }
  | { kind: "system"; message: Message };

const byTime = (a: Message, b: Message) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The thread's messages oldest first, newest last (whatever order they arrive in): the seller's message that sent a
 * quotation becomes that quotation's card; accepting or withdrawing it, and closing the thread, are system events.
 */
export function timelineOf(thread: Pick<ThreadDetail, "messages" | "quotes">): TimelineEntry[] {
  const quotes = new Map(thread.quotes.map((quote) => [quote.id, quote]));
  return [...thread.messages].sort(byTime).map((message): TimelineEntry => {
    if (message.author === "system" || message.author === "admin") return { kind: "system", message };
    const quote = message.quoteId ? quotes.get(message.quoteId) : undefined;
    return quote ? { kind: "quote", message, quote } : { kind: "message", message };
  });
}
