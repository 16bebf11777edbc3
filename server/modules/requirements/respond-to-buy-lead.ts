import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../app-context";
import { requirements, threads } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { insertMessage } from "../conversations/post-message";
import { buyLeadConditions, type LeadSeller } from "./buy-leads";

/**
 * A seller answers a buy lead: the first time, a thread with the buyer opens (its subject, quantity and delivery
 * place from the requirement); later answers continue that thread. A lead the seller may not see is 404.
 */
export async function respondToBuyLead(ctx: AppContext, seller: LeadSeller, requirementId: string, message: string, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const conditions = await buyLeadConditions(tx, seller, now);
    const [requirement] = conditions
      ? await tx
          .select()
          .from(requirements)
          .where(and(eq(requirements.id, requirementId), ...conditions))
          .for("update")
      : [];
    if (!requirement) throw notFound("Requirement", "REQUIREMENT_NOT_FOUND");
    const [existing] = await tx
      .select()
      .from(threads)
      .where(and(eq(threads.requirementId, requirement.id), eq(threads.sellerId, seller.id)))
      .for("update");
    const thread =
      existing ??
      (
        await tx
          .insert(threads)
          .values({
            buyerId: requirement.buyerId,
            sellerId: seller.id,
            origin: "requirement",
            requirementId: requirement.id,
            subject: requirement.productName,
            quantity: requirement.quantity,
            targetUnitPrice: requirement.targetUnitPrice,
            deliveryCity: requirement.deliveryCity,
            deliveryPincode: requirement.deliveryPincode,
          })
          .returning()
      )[0]!;
    if (thread.status === "closed") throw new AppError("THREAD_CLOSED");
    await insertMessage(ctx, tx, thread, { author: "seller", authorId: seller.id, body: message });
    return { threadId: thread.id };
  });
}
