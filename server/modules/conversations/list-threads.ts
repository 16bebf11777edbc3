import { and, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { ThreadList } from "@domain/schemas/conversations";
import type { Executor } from "../../db/client";
import { threadMessages, threads } from "../../db/schema";
import { afterCursor, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { threadSummaries } from "./thread-summaries";
import { type ThreadViewer, viewerThreads } from "./thread-viewer";

/**
 * The viewer's threads (every thread for an admin), most recently active first, one keyset page at a time
 * (threads_buyer_idx / threads_seller_idx / threads_last_message_idx).
 */
export async function listThreads(
  db: Executor,
  viewer: ThreadViewer,
  query: { cursor?: string; limit: number; requirementId?: string },
): Promise<ThreadList> {
  const conditions: (SQL | undefined)[] = [viewerThreads(viewer)];
  if (query.requirementId) conditions.push(eq(threads.requirementId, query.requirementId));
  if (query.cursor) conditions.push(afterCursor(threads.lastMessageAt, threads.id, decodeCursor(query.cursor)));
  const rows = await threadSummaries(db, viewer, conditions, query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: page.map((row) => row.summary), nextCursor };
}

/** Unread messages across the party's threads, for the dashboard menu's badge. */
export async function unreadMessageCount(db: Executor, party: { side: "buyer" | "seller"; userId: string }): Promise<number> {
  const readAt = party.side === "buyer" ? threads.buyerReadAt : threads.sellerReadAt;
  const [row] = await db
    .select({ unread: sql<number>`count(*)`.mapWith(Number) })
    .from(threadMessages)
    .innerJoin(threads, eq(threads.id, threadMessages.threadId))
    .where(and(viewerThreads(party), sql`${threadMessages.author} <> ${party.side}`, or(isNull(readAt), gt(threadMessages.createdAt, readAt))));
  return row?.unread ?? 0;
}
