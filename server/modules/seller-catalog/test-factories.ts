import { and, eq } from "drizzle-orm";
import type { SubscriptionStatus } from "@domain/plans";
import type { SellerProductInput } from "@domain/schemas/seller-products";
import type { Executor } from "../../db/client";
import { subscriptionPlans, userSubscriptions } from "../../db/schema";

/** A valid body for POST/PUT /api/seller/products. */
export function productInput(overrides: Partial<SellerProductInput> = {}): SellerProductInput {
  return {
    name: "Stainless steel tiffin box",
    description: "Three tiers, food grade steel.",
    category: "Kitchenware",
    stock: 250,
    minOrderQuantity: 10,
    price: 35_000,
    tieredPricing: [{ quantity: 100, price: 32_000 }],
    isActive: true,
    hsnCode: "7323",
    gstRate: 5,
    ...overrides,
  };
}

/** Gives the seller a subscription to one of the seeded plans (Free 10, Standard 50, Premium 250, Enterprise 100,000). */
export async function subscribeSeller(
  db: Executor,
  sellerId: string,
  planName: "Free" | "Standard" | "Premium" | "Enterprise",
  { status = "active", endDate = "2999-12-31" }: { status?: SubscriptionStatus; endDate?: string } = {},
) {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, planName));
  if (!plan) throw new Error(`no plan named ${planName}: is the reference data seeded?`);
  // One plan in force per seller (user_subscriptions_one_active): a new active one supersedes the old.
  if (status === "active")
    await db
      .update(userSubscriptions)
      .set({ status: "superseded" })
      .where(and(eq(userSubscriptions.userId, sellerId), eq(userSubscriptions.status, "active")));
  await db.insert(userSubscriptions).values({ userId: sellerId, planId: plan.id, startDate: "2026-01-01", endDate, status, billingCycle: "monthly" });
  return plan;
}
