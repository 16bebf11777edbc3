import { and, asc, count, eq } from "drizzle-orm";
import type { AdminPlan, PlanInput } from "@domain/schemas/admin-subscriptions";
import type { AppContext } from "../../app-context";
import type { Executor, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/constraint-errors";
import { subscriptionPlans, userSubscriptions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { recordAdminAction } from "../audit/record-admin-action";
import { isUuid } from "../orders/order-id";
import { rerankPlanSubscribers } from "../subscriptions/start-subscription";
import { toPlan } from "../subscriptions/plans";

type PlanRow = typeof subscriptionPlans.$inferSelect;
const planNotFound = () => notFound("Subscription plan", "PLAN_NOT_FOUND");
const toAdminPlan = (row: PlanRow, subscriberCount: number): AdminPlan => ({ ...toPlan(row), isActive: row.isActive, subscriberCount });

/** Plans with their active subscriptions counted (a join, so the count always refers to the plan of its row). */
const plansWithSubscribers = (db: Executor) =>
  db
    .select({ plan: subscriptionPlans, subscribers: count(userSubscriptions.id) })
    .from(subscriptionPlans)
    .leftJoin(userSubscriptions, and(eq(userSubscriptions.planId, subscriptionPlans.id), eq(userSubscriptions.status, "active")))
    .groupBy(subscriptionPlans.id)
    .$dynamic();

/** Every plan, on offer or not, cheapest first, with how many sellers are on it now. */
export async function listAdminPlans(db: Executor): Promise<AdminPlan[]> {
  const rows = await plansWithSubscribers(db).orderBy(asc(subscriptionPlans.priceMonthly), asc(subscriptionPlans.name));
  return rows.map(({ plan, subscribers }) => toAdminPlan(plan, subscribers));
}

async function lockPlan(tx: Transaction, planId: string): Promise<PlanRow> {
  if (!isUuid(planId)) throw planNotFound();
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).for("update");
  if (!plan) throw planNotFound();
  return plan;
}

/** A plan name is unique: a second plan of the same name is a 409 PLAN_NAME_TAKEN rather than a bare conflict. */
async function savingPlan<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("PLAN_NAME_TAKEN");
    throw error;
  }
}

async function adminPlan(db: Executor, planId: string): Promise<AdminPlan> {
  const [row] = await plansWithSubscribers(db).where(eq(subscriptionPlans.id, planId));
  if (!row) throw planNotFound();
  return toAdminPlan(row.plan, row.subscribers);
}

export async function createPlan(ctx: AppContext, adminId: string, input: PlanInput): Promise<AdminPlan> {
  const created = await savingPlan(() =>
    ctx.db.transaction(async (tx) => {
      const [plan] = await tx.insert(subscriptionPlans).values(input).returning();
      await recordAdminAction(tx, { actorId: adminId, action: "plan.create", entityType: "subscription_plan", entityId: plan!.id, after: input });
      return plan!;
    }),
  );
  return toAdminPlan(created, 0);
}

/**
 * Saves a plan's fields, audited with what changed. A new search priority re-ranks the products of every seller on
 * the plan in the same transaction (ADR 16); deactivating takes the plan off /subscription but leaves the sellers on
 * it until their term ends.
 */
export async function updatePlan(ctx: AppContext, adminId: string, planId: string, input: PlanInput): Promise<AdminPlan> {
  await savingPlan(() =>
    ctx.db.transaction(async (tx) => {
      const current = await lockPlan(tx, planId);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input)) {
        const old = current[key as keyof PlanInput];
        if (JSON.stringify(old) !== JSON.stringify(value)) [before[key], after[key]] = [old, value];
      }
      await tx.update(subscriptionPlans).set(input).where(eq(subscriptionPlans.id, planId));
      if (input.searchPriority !== current.searchPriority) await rerankPlanSubscribers(tx, planId, input.searchPriority);
      await recordAdminAction(tx, { actorId: adminId, action: "plan.update", entityType: "subscription_plan", entityId: planId, before, after });
    }),
  );
  return adminPlan(ctx.db, planId);
}

/**
 * Deletes a plan nobody has ever been on. One with active subscribers is refused ('Cannot delete plan with active
 * subscribers.'); one with only past subscriptions is refused too, because their invoices must be kept: deactivate it.
 */
export async function deletePlan(ctx: AppContext, adminId: string, planId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    const [active] = await tx.select({ n: count() }).from(userSubscriptions).where(and(eq(userSubscriptions.planId, planId), eq(userSubscriptions.status, "active")));
    const subscriberCount = active?.n ?? 0;
    if (subscriberCount > 0) throw new AppError("PLAN_HAS_SUBSCRIBERS", undefined, { subscriberCount });
    const [any] = await tx.select({ n: count() }).from(userSubscriptions).where(eq(userSubscriptions.planId, planId));
    if ((any?.n ?? 0) > 0) throw new AppError("PLAN_HAS_HISTORY");
    await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
    const { createdAt: _created, updatedAt: _updated, id: _id, ...fields } = plan;
    await recordAdminAction(tx, { actorId: adminId, action: "plan.delete", entityType: "subscription_plan", entityId: planId, before: fields });
  });
}
