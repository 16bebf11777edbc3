import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { eq } from "drizzle-orm";
import { counterpart, UNREAD_EMAIL_DELAY_MS } from "@domain/conversations";
import type { Message } from "@domain/schemas/conversations";
import type { AppContext } from "../../app-context";
import type { Executor, Transaction } from "../../db/client";
import { threadMessages, threads } from "../../db/schema";
import { AppError } from "../../errors";
import { enqueueJob } from "../../platform/jobs/job-queue";
import type { ReceivedUpload } from "../../platform/storage/receive-upload";
import { assertNotBlocked } from "./seller-blocks";
import { publishThreadChange } from "./thread-changes";
import { threadFor, type ThreadRow } from "./thread-viewer";
import { toMessage } from "./thread-detail";

export const UNREAD_MESSAGE_EMAIL_JOB = "unread-message-email";

type Party = { side: "buyer" | "seller"; userId: string };
type Attachment = { key: string; name: string; contentType: string; bytes: number };

/** Attachments are private files: kept under the thread, served only through the parties' and admins' routes. */
const attachmentKey = (threadId: string, extension: string) => `messages/${threadId}/${randomUUID()}.${extension}`;

/**
 * A party writes in a thread: refused when the platform closed it, or (for the buyer) when the seller has blocked
 * them. The sender's read mark moves past their own message, the other side hears of it live, and an email goes
 * out if it is still unread 15 minutes later.
 */
export async function postMessage(ctx: AppContext, party: Party, threadId: string, input: { body: string; attachment?: ReceivedUpload & { fileName: string } }) {
  // Checked before the file is stored, so a refused message leaves nothing behind.
  await assertMayPost(ctx, party, threadId);
  let attachment: Attachment | undefined;
  if (input.attachment) {
    const upload = input.attachment;
    const key = attachmentKey(threadId, upload.kind.extension);
    try {
      await ctx.storage.put(key, createReadStream(upload.path), { contentType: upload.kind.mime, contentLength: upload.size });
    } finally {
      await upload.dispose();
    }
    attachment = { key, name: safeFileName(upload.fileName, upload.kind.extension), contentType: upload.kind.mime, bytes: upload.size };
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const thread = await threadFor(tx, party, threadId, true);
      await assertMayWrite(tx, thread);
      return insertMessage(ctx, tx, thread, { author: party.side, authorId: party.userId, body: input.body, attachment });
    });
  } catch (error) {
    if (attachment) await ctx.storage.delete(attachment.key).catch(() => undefined);
    throw error;
  }
}

/** 404 for someone else's thread; 409 when the platform closed it; 422 when the seller blocked the buyer. */
export async function assertMayPost(ctx: AppContext, party: Party, threadId: string) {
  await assertMayWrite(ctx.db, await threadFor(ctx.db, party, threadId));
}

async function assertMayWrite(tx: Executor, thread: ThreadRow) {
  if (thread.status === "closed") throw new AppError("THREAD_CLOSED");
  await assertNotBlocked(tx, thread.sellerId, thread.buyerId);
}

/**
 * Adds a message to a thread (locked by the caller) and everything that follows from it; shared by enquiries,
 * buy-lead answers and quotes. A party's own message counts as read by them; the other party's copy is emailed if
 * still unread after UNREAD_EMAIL_DELAY_MS.
 */
export async function insertMessage(
  ctx: AppContext,
  tx: Transaction,
  thread: ThreadRow,
  message: {
    author: "buyer" | "seller" | "admin" | "system";
    authorId: string | null;
    body: string;
    attachment?: Attachment;
    quoteId?: string;
    /** A system message about a party's own act (accepting, withdrawing) is read by that party already. */
    readBy?: "buyer" | "seller";
    /** False when the recipient was emailed about this message already (a new enquiry). */
    emailIfUnread?: boolean;
  },
): Promise<Message> {
  const now = new Date();
  const [row] = await tx
    .insert(threadMessages)
    .values({
      threadId: thread.id,
      authorId: message.authorId,
      author: message.author,
      body: message.body,
      attachmentKey: message.attachment?.key,
      attachmentName: message.attachment?.name,
      attachmentType: message.attachment?.contentType,
      attachmentBytes: message.attachment?.bytes,
      quoteId: message.quoteId,
      createdAt: now,
    })
    .returning();
  const reader = message.author === "buyer" || message.author === "seller" ? message.author : message.readBy;
  const readMark = reader === "buyer" ? { buyerReadAt: now } : reader === "seller" ? { sellerReadAt: now } : {};
  await tx.update(threads).set({ lastMessageAt: now, ...readMark }).where(eq(threads.id, thread.id));
  if ((message.author === "buyer" || message.author === "seller") && message.emailIfUnread !== false) {
    await enqueueJob(tx, {
      kind: UNREAD_MESSAGE_EMAIL_JOB,
      payload: { messageId: row!.id, recipientSide: counterpart(message.author) },
      runAt: new Date(now.getTime() + UNREAD_EMAIL_DELAY_MS),
    });
  }
  await publishThreadChange(ctx.events, tx, { kind: message.quoteId ? "quote" : "message", threadId: thread.id, buyerId: thread.buyerId, sellerId: thread.sellerId });
  return toMessage(row!);
}

/** The uploaded name, reduced to safe characters for a Content-Disposition header, with the sniffed extension. */
function safeFileName(name: string, extension: string): string {
  const stem = name.replace(/\.[^.]*$/, "").replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80) || "attachment";
  return `${stem}.${extension}`;
}
