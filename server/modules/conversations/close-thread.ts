import { eq } from "drizzle-orm";
import type { AppContext } from "../../app-context";
import { threads } from "../../db/schema";
import { recordAdminAction } from "../audit/record-admin-action";
import { insertMessage } from "./post-message";
import { threadFor } from "./thread-viewer";

/** An administrator closes a thread (abuse, or at a party's request): no more messages or quotes; audit-logged. */
export async function closeThread(ctx: AppContext, adminId: string, threadId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const thread = await threadFor(tx, { side: "admin", userId: adminId }, threadId, true);
    if (thread.status === "closed") return;
    const [closed] = await tx
      .update(threads)
      .set({ status: "closed", closedReason: reason, closedAt: new Date() })
      .where(eq(threads.id, thread.id))
      .returning();
    await insertMessage(ctx, tx, closed!, { author: "admin", authorId: adminId, body: `This conversation was closed by the platform: ${reason}` });
    await recordAdminAction(tx, {
      actorId: adminId,
      action: "thread.close",
      entityType: "thread",
      entityId: thread.id,
      before: { status: thread.status },
      after: { status: "closed", reason },
    });
  });
}
