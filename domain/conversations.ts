/** Buyer–seller conversations (enquiries, answers to requirements): what a thread and its messages may hold. */

/** open: both parties may write; closed: an administrator closed it (abuse, or at a party's request). */
export const THREAD_STATUSES = ["open", "closed"] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

/** How a thread began: an enquiry from a product or seller page, or a seller answering a posted requirement. */
export const THREAD_ORIGINS = ["enquiry", "requirement"] as const;
export type ThreadOrigin = (typeof THREAD_ORIGINS)[number];

/** Who wrote a message; `system` marks events in the thread (a quote sent, withdrawn, accepted; a thread closed). */
export const MESSAGE_AUTHORS = ["buyer", "seller", "admin", "system"] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** Sniffed types a message may carry: a photo of the goods or a PDF (a specification, a drawing, a price list). */
export const ATTACHMENT_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;

/** A message still unread this long after it was sent is emailed to its recipient (once). */
export const UNREAD_EMAIL_DELAY_MS = 15 * 60_000;

/** Per account, in a sliding hour: enquiries a buyer may start, and messages anyone may send. */
export const ENQUIRIES_PER_HOUR = 20;
export const MESSAGES_PER_HOUR = 120;

/** The other party of a thread, seen from one side. */
export function counterpart(side: "buyer" | "seller"): "buyer" | "seller" {
  return side === "buyer" ? "seller" : "buyer";
}

/** Messages a party has not read: those written by anyone else after the party last read the thread. */
export function isUnread(message: { author: MessageAuthor; createdAt: Date }, reader: "buyer" | "seller", lastReadAt: Date | null): boolean {
  if (message.author === reader) return false;
  return lastReadAt === null || message.createdAt.getTime() > lastReadAt.getTime();
}
