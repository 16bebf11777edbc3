import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { monthlyRecurringRevenue } from "@domain/recurring-revenue";
import type { AdminPlanChange, AdminSubscriptionList, AdminSubscriptionQuery, AdminSubscriptionRow, SubscriptionStats } from "@domain/schemas/admin-subscriptions";
import { indiaDate, termEndDate } from "@domain/subscription-term";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { profiles, subscriptionPlans, user, userSubscriptions } from "../../db/schema";
import { notFound } from "../../errors";
import { recordAdminAction } from "../audit/record-admin-action";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { subscriptionColumns } from "../subscriptions/seller-subscription";
import { lockSubscriber, startSubscription } from "../subscriptions/start-subscription";

/** Subscriptions in force: in total, per plan (every plan, even with none), and the monthly recurring revenue. */
export async function subscriptionStats(db: Executor): Promise<SubscriptionStats> {
  const groups = await db
    .select({
      planId: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceMonthly: subscriptionPlans.priceMonthly,
      priceYearly: subscriptionPlans.priceYearly,
      billingCycle: userSubscriptions.billingCycle,
      subscribers: sql<number>`count(${userSubscriptions.id})`.mapWith(Number),
    })
    .from(subscriptionPlans)
    .leftJoin(userSubscriptions, and(eq(userSubscriptions.planId, subscriptionPlans.id), eq(userSubscriptions.status, "active")))
    .groupBy(subscriptionPlans.id, userSubscriptions.billingCycle)
    .orderBy(subscriptionPlans.priceMonthly, subscriptionPlans.name);
  const perPlan = new Map<string, { planId: string; name: string; subscriberCount: number }>();
  for (const group of groups) {
    const entry = perPlan.get(group.planId) ?? { planId: group.planId, name: group.name, subscriberCount: 0 };
    entry.subscriberCount += group.subscribers;
    perPlan.set(group.planId, entry);
  }
  const planBreakdown = [...perPlan.values()];
  return {
    totalSubscribers: planBreakdown.reduce((sum, plan) => sum + plan.subscriberCount, 0),
    planBreakdown,
    monthlyRecurringRevenue: monthlyRecurringRevenue(groups.flatMap(({ billingCycle, ...group }) => (billingCycle ? [{ ...group, billingCycle }] : []))),
  };
}

const selectRows = (db: Executor) =>
  db
    .select({
      ...subscriptionColumns,
      cursorAt: cursorTimestamp(userSubscriptions.createdAt),
      userId: userSubscriptions.userId,
      companyName: profiles.companyName,
      email: user.email,
    })
    .from(userSubscriptions)
    .innerJoin(profiles, eq(profiles.id, userSubscriptions.userId))
    .innerJoin(user, eq(user.id, userSubscriptions.userId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .$dynamic();
type Row = Awaited<ReturnType<typeof selectRows>>[number];
const toRow = ({ cursorAt: _cursor, paymentOrderId, ...row }: Row): AdminSubscriptionRow => ({ ...row, paid: paymentOrderId !== null });

/** Every subscription, newest first, by plan and status, a keyset page at a time. */
export async function listAdminSubscriptions(db: Executor, query: AdminSubscriptionQuery): Promise<AdminSubscriptionList> {
  const conditions: (SQL | undefined)[] = [
    query.planId ? eq(userSubscriptions.planId, query.planId) : undefined,
    query.status ? eq(userSubscriptions.status, query.status) : undefined,
    query.cursor ? afterCursor(userSubscriptions.createdAt, userSubscriptions.id, decodeCursor(query.cursor)) : undefined,
  ];
  const rows = await selectRows(db)
    .where(and(...conditions))
    .orderBy(desc(userSubscriptions.createdAt), desc(userSubscriptions.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { subscriptions: page.map(toRow), nextCursor };
}

/**
 * An admin puts a seller on a plan: a new active yearly subscription of one year from today (India), no payment; the
 * previous one is superseded and the profile points to the new one (startSubscription), audited, in one transaction.
 */
export async function changeSellerPlan(ctx: AppContext, adminId: string, change: AdminPlanChange): Promise<AdminSubscriptionRow> {
  const subscriptionId = await ctx.db.transaction(async (tx) => {
    // The seller's plan lock before its profile row, in the order a payment activation takes them: no deadlock.
    await lockSubscriber(tx, change.sellerId);
    const [seller] = await tx
      .select({ id: profiles.id, planId: profiles.currentSubscriptionPlanId, planName: subscriptionPlans.name })
      .from(profiles)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profiles.currentSubscriptionPlanId))
      .where(and(eq(profiles.id, change.sellerId), eq(profiles.accountType, "seller"), sql`${profiles.anonymisedAt} is null`))
      .for("update", { of: profiles });
    if (!seller) throw notFound("Seller", "PROFILE_NOT_FOUND");
    const startDate = indiaDate(new Date());
    const started = await startSubscription(tx, {
      userId: seller.id,
      planId: change.planId,
      billingCycle: "yearly",
      startDate,
      endDate: termEndDate(startDate, "yearly"),
      paymentOrderId: null,
    });
    await recordAdminAction(tx, {
      actorId: adminId,
      action: "subscription.change_plan",
      entityType: "user",
      entityId: seller.id,
      before: { planId: seller.planId, planName: seller.planName },
      after: { planId: change.planId, planName: started.planName, billingCycle: "yearly", startDate, endDate: started.endDate },
    });
    return started.id;
  });
  const [row] = await selectRows(ctx.db).where(eq(userSubscriptions.id, subscriptionId));
  return toRow(row!);
}
