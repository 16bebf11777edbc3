import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { threads } from "../../db/schema";
import { notFound } from "../../errors";

/** Who is looking at a thread: one of its two parties, or an administrator (who reads every thread). */
export type ThreadViewer = { side: "buyer" | "seller"; userId: string } | { side: "admin"; userId: string };

export type ThreadRow = typeof threads.$inferSelect;

/** The thread, if the viewer is its buyer, its seller, or an admin; otherwise 404, as if it did not exist. */
export async function threadFor(db: Executor, viewer: ThreadViewer, threadId: string, lock = false): Promise<ThreadRow> {
  const party =
    viewer.side === "buyer" ? eq(threads.buyerId, viewer.userId) : viewer.side === "seller" ? eq(threads.sellerId, viewer.userId) : undefined;
  const query = db.select().from(threads).where(and(eq(threads.id, threadId), party));
  const [thread] = lock ? await query.for("update") : await query;
  if (!thread) throw notFound("Conversation", "THREAD_NOT_FOUND");
  return thread;
}
