import { eq } from "drizzle-orm";
import type { CurrentAccount } from "@domain/schemas/account";
import type { Executor } from "../../db/client";
import { profiles, subscriptionPlans } from "../../db/schema";
import { notFound } from "../../errors";
import type { CurrentUser } from "./current-user";

/** The answer of GET /api/account/me: the user, the profile and the current plan's name. */
export async function getCurrentAccount(db: Executor, me: CurrentUser): Promise<CurrentAccount> {
  const [row] = await db
    .select({ profile: profiles, planName: subscriptionPlans.name })
    .from(profiles)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profiles.currentSubscriptionPlanId))
    .where(eq(profiles.id, me.id));
  if (!row) throw notFound("Profile");
  const p = row.profile;
  return {
    user: { id: me.id, email: me.email, emailVerified: me.emailVerified, twoFactorEnabled: me.twoFactorEnabled },
    profile: {
      accountType: p.accountType,
      isAdmin: p.isAdmin,
      isVerified: p.isVerified,
      isActive: p.isActive,
      contactPerson: p.contactPerson,
      firstName: p.firstName,
      lastName: p.lastName,
      companyName: p.companyName,
      phone: p.phone,
      businessSubtype: p.businessSubtype,
      gstNumber: p.gstNumber,
      shippingAddress: p.shippingAddress,
      billingAddress: p.billingAddress,
      subscriptionPlanName: row.planName,
      language: p.language,
    },
  };
}
