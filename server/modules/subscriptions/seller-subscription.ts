import { and, eq } from "drizzle-orm";
import type { SellerSubscription, Subscription } from "@domain/schemas/subscriptions";
import type { Executor } from "../../db/client";
import { subscriptionPlans, userSubscriptions } from "../../db/schema";
import { listingAllowance } from "../seller-catalog/listing-allowance";

/** A subscription with its plan's name (user_subscriptions joined with subscription_plans). */
export const subscriptionColumns = {
  id: userSubscriptions.id,
  planId: userSubscriptions.planId,
  planName: subscriptionPlans.name,
  status: userSubscriptions.status,
  billingCycle: userSubscriptions.billingCycle,
  startDate: userSubscriptions.startDate,
  endDate: userSubscriptions.endDate,
  paymentOrderId: userSubscriptions.paymentOrderId,
};

/** The user's subscription in force (at most one is active), or null. */
export async function currentSubscription(db: Executor, userId: string): Promise<Subscription | null> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, "active")));
  return row ?? null;
}

/** The subscription a payment order started, or null. */
export async function subscriptionOfPayment(db: Executor, paymentOrderId: string): Promise<Subscription | null> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.paymentOrderId, paymentOrderId));
  return row ?? null;
}

/** GET /api/seller/subscription: the plan in force, and what it allows. */
export async function getSellerSubscription(db: Executor, sellerId: string): Promise<SellerSubscription> {
  const allowance = await listingAllowance(db, sellerId);
  return { current: await currentSubscription(db, sellerId), productListingsLimit: allowance.limit, productsListed: allowance.used };
}
