import { eq } from "drizzle-orm";
import { isUnread } from "@domain/conversations";
import type { AppContext } from "../../app-context";
import { threadMessages, threads } from "../../db/schema";
import { enqueueUnreadMessageEmail } from "./conversation-emails";

/**
 * The job queued with each message, due 15 minutes later: if its recipient still has not read the thread past it
 * (and the thread is open), they get one email. Reading the thread in time sends nothing.
 */
export async function sendUnreadMessageEmail(ctx: AppContext, payload: Record<string, unknown>) {
  const messageId = typeof payload.messageId === "string" ? payload.messageId : undefined;
  const side = payload.recipientSide === "buyer" || payload.recipientSide === "seller" ? payload.recipientSide : undefined;
  if (!messageId || !side) return;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ message: threadMessages, thread: threads })
      .from(threadMessages)
      .innerJoin(threads, eq(threads.id, threadMessages.threadId))
      .where(eq(threadMessages.id, messageId));
    if (!row || row.thread.status !== "open" || !row.message.authorId) return;
    const readAt = side === "buyer" ? row.thread.buyerReadAt : row.thread.sellerReadAt;
    if (!isUnread(row.message, side, readAt)) return;
    await enqueueUnreadMessageEmail(ctx, tx, {
      recipientId: side === "buyer" ? row.thread.buyerId : row.thread.sellerId,
      recipientSide: side,
      senderId: row.message.authorId,
      threadId: row.thread.id,
      subject: row.thread.subject,
      body: row.message.body,
    });
  });
}
