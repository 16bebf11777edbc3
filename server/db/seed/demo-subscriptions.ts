import { eq } from "drizzle-orm";
import { indiaDate, termEndDate } from "../../../domain/subscription-term";
import type { Executor } from "../client";
import { profiles, subscriptionPlans, userSubscriptions } from "../schema";

/**
 * Demo plans for three sellers (by their demo email), so the featured-seller strips and plan ranks show real data:
 * a year from the day the demo is seeded, as an admin's plan change would give. Seeded before the catalogue, so
 * a trigger gives their products the plan's rank.
 */
export const DEMO_SUBSCRIPTIONS: Record<string, string> = {
  "seller2@bulkbazaar.test": "Standard",
  "seller4@bulkbazaar.test": "Premium",
  "seller8@bulkbazaar.test": "Enterprise",
};

export async function seedDemoSubscriptions(db: Executor, sellers: { id: string; email: string }[], now = new Date()) {
  const plans = new Map((await db.select().from(subscriptionPlans)).map((plan) => [plan.name, plan.id]));
  const startDate = indiaDate(now);
  for (const seller of sellers) {
    const planName = DEMO_SUBSCRIPTIONS[seller.email];
    const planId = planName && plans.get(planName);
    if (!planId) continue;
    const [subscription] = await db
      .insert(userSubscriptions)
      .values({ userId: seller.id, planId, startDate, endDate: termEndDate(startDate, "yearly"), status: "active", billingCycle: "yearly" })
      .returning({ id: userSubscriptions.id });
    await db
      .update(profiles)
      .set({ currentSubscriptionId: subscription!.id, currentSubscriptionPlanId: planId })
      .where(eq(profiles.id, seller.id));
  }
}
