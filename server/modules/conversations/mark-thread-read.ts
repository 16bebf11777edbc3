import { eq } from "drizzle-orm";
import type { AppContext } from "../../app-context";
import { threads } from "../../db/schema";
import { publishThreadChange } from "./thread-changes";
import { threadFor } from "./thread-viewer";

/** The party has read the thread up to now: its unread count drops to 0 and no unread-message email goes out. */
export async function markThreadRead(ctx: AppContext, party: { side: "buyer" | "seller"; userId: string }, threadId: string) {
  await ctx.db.transaction(async (tx) => {
    const thread = await threadFor(tx, party, threadId);
    const now = new Date();
    await tx.update(threads).set(party.side === "buyer" ? { buyerReadAt: now } : { sellerReadAt: now }).where(eq(threads.id, thread.id));
    // The party's other open tabs update their badges.
    await publishThreadChange(ctx.events, tx, { kind: "read", threadId: thread.id, buyerId: thread.buyerId, sellerId: thread.sellerId });
  });
}
