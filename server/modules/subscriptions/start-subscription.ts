import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { BillingCycle } from "@domain/plans";
import { searchPriorityRank } from "@domain/search-priority";
import type { Transaction } from "../../db/client";
import { products, profiles, subscriptionPlans, userSubscriptions } from "../../db/schema";
import { notFound } from "../../errors";

export type StartSubscriptionInput = {
  userId: string;
  planId: string;
  billingCycle: BillingCycle;
  startDate: string;
  endDate: string;
  /** The paid payment order (unique); null for a Free plan or an admin's plan change. */
  paymentOrderId: string | null;
};

export type StartedSubscription = typeof userSubscriptions.$inferSelect & { planName: string };

/**
 * Puts a plan in force for a seller, inside the caller's transaction: the seller's active subscription (if any) is
 * superseded, the new one inserted active, the profile pointed at it, and the plan's search priority copied onto the
 * seller's products. The partial unique index `user_subscriptions_one_active` guarantees one plan in force; callers
 * that must be idempotent (payment activation) check `payment_order_id` first under a lock.
 */
export async function startSubscription(tx: Transaction, input: StartSubscriptionInput): Promise<StartedSubscription> {
  await lockSubscriber(tx, input.userId);
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, input.planId));
  if (!plan) throw notFound("Subscription plan", "PLAN_NOT_FOUND");
  await tx
    .update(userSubscriptions)
    .set({ status: "superseded" })
    .where(and(eq(userSubscriptions.userId, input.userId), eq(userSubscriptions.status, "active")));
  const [subscription] = await tx
    .insert(userSubscriptions)
    .values({
      userId: input.userId,
      planId: plan.id,
      startDate: input.startDate,
      endDate: input.endDate,
      status: "active",
      billingCycle: input.billingCycle,
      paymentOrderId: input.paymentOrderId,
    })
    .returning();
  await tx
    .update(profiles)
    .set({ currentSubscriptionId: subscription!.id, currentSubscriptionPlanId: plan.id })
    .where(eq(profiles.id, input.userId));
  await setSellerPriority(tx, input.userId, searchPriorityRank(plan.searchPriority));
  return { ...subscription!, planName: plan.name };
}

/**
 * Serialises the plan changes of one seller until the transaction ends: two payments activating at once, or a payment
 * and an admin's change, each read the plan in force and replace it one after the other (re-entrant in a transaction).
 */
export async function lockSubscriber(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscriber:${userId}`}))`);
}

/** Copies a seller's plan rank onto its products (0 when its plan ends); rows already at that rank are left alone. */
export async function setSellerPriority(tx: Transaction, sellerId: string, rank: number): Promise<void> {
  await tx
    .update(products)
    .set({ sellerPriority: rank })
    .where(and(eq(products.sellerId, sellerId), ne(products.sellerPriority, rank)));
}

/** After a plan's search priority changed: gives the products of every seller on it (active) the plan's new rank. */
export async function rerankPlanSubscribers(tx: Transaction, planId: string, searchPriority: string): Promise<void> {
  const rank = searchPriorityRank(searchPriority);
  const subscribers = tx
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.planId, planId), eq(userSubscriptions.status, "active")));
  await tx
    .update(products)
    .set({ sellerPriority: rank })
    .where(and(inArray(products.sellerId, subscribers), ne(products.sellerPriority, rank)));
}
