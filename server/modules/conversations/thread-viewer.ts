import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { threads } from "../../db/schema";
import { notFound } from "../../errors";

/** Who is looking at a thread: one of its two parties, or an administrator (who reads every thread). */
export type ThreadViewer = { side: "buyer" | "seller"; userId: string } | { side: "admin"; userId: string };

export type ThreadRow = typeof threads.$inferSelect;

/** The threads the viewer may see: its own as buyer or seller; every thread for an admin (undefined: no condition). */
export function viewerThreads(viewer: ThreadViewer): SQL | undefined {
  if (viewer.side === "buyer") return eq(threads.buyerId, viewer.userId);
  if (viewer.side === "seller") return eq(threads.sellerId, viewer.userId);
  return undefined;
}

export const threadNotFound = () => notFound("Conversation", "THREAD_NOT_FOUND");

/** The thread, if the viewer is its buyer, its seller, or an admin; otherwise 404, as if it did not exist. */
export async function threadFor(db: Executor, viewer: ThreadViewer, threadId: string, lock = false): Promise<ThreadRow> {
  const query = db.select().from(threads).where(and(eq(threads.id, threadId), viewerThreads(viewer)));
  const [thread] = lock ? await query.for("update") : await query;
  if (!thread) throw threadNotFound();
  return thread;
}
