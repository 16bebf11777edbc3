import { and, eq } from "drizzle-orm";
import type { SalesEnquiryRequest } from "@domain/schemas/subscriptions";
import type { AppContext } from "../../app-context";
import { profiles, salesEnquiries, subscriptionPlans, user } from "../../db/schema";
import { enqueueEmail } from "../../platform/email/outbox";

/** An Enterprise "Contact Sales" request: stored, and every active admin emailed, in one transaction. */
export async function createSalesEnquiry(ctx: AppContext, input: SalesEnquiryRequest, userId: string | null): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const [plan] = input.planId ? await tx.select({ id: subscriptionPlans.id, name: subscriptionPlans.name }).from(subscriptionPlans).where(eq(subscriptionPlans.id, input.planId)) : [];
    const [enquiry] = await tx
      .insert(salesEnquiries)
      .values({
        userId,
        planId: plan?.id ?? null,
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        message: input.message,
      })
      .returning({ id: salesEnquiries.id });
    const admins = await tx
      .select({ email: user.email })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(and(eq(profiles.isAdmin, true), eq(profiles.isActive, true)));
    const text = [
      `${input.contactName} of ${input.companyName} asks about ${plan ? `the ${plan.name} plan` : "an Enterprise plan"}.`,
      "",
      `Email: ${input.email}`,
      `Phone: ${input.phone}`,
      "",
      input.message,
      "",
      "— BulkBazaar",
    ].join("\n");
    for (const admin of admins) await enqueueEmail(tx, { to: admin.email, subject: `Sales enquiry from ${input.companyName}`, text });
    return { id: enquiry!.id };
  });
}
