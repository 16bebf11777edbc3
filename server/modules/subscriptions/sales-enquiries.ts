import { eq } from "drizzle-orm";
import type { SalesEnquiryRequest } from "@domain/schemas/subscriptions";
import type { AppContext } from "../../app-context";
import { salesEnquiries, subscriptionPlans } from "../../db/schema";
import { enqueueEmail } from "../../platform/email/outbox";
import { textsFor } from "../../platform/i18n/server-texts";
import { activeAdmins } from "../users/account-contact";

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
    for (const admin of await activeAdmins(tx)) {
      const { t } = textsFor(admin.language);
      const text = [
        t("salesEnquiry.asks", {
          contact: input.contactName,
          company: input.companyName,
          plan: plan ? t("salesEnquiry.thePlan", { plan: plan.name }) : t("salesEnquiry.enterprise"),
        }),
        "",
        t("salesEnquiry.email", { email: input.email }),
        t("salesEnquiry.phone", { phone: input.phone }),
        "",
        input.message,
        "",
        t("layout.signature"),
      ].join("\n");
      await enqueueEmail(tx, { to: admin.email, subject: t("salesEnquiry.subject", { company: input.companyName }), text });
    }
    return { id: enquiry!.id };
  });
}
