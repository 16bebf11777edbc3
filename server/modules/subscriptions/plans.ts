import { asc, eq } from "drizzle-orm";
import { planPriceWithGst } from "@domain/gst";
import type { Plan } from "@domain/schemas/subscriptions";
import type { Executor } from "../../db/client";
import { subscriptionPlans } from "../../db/schema";

type PlanRow = typeof subscriptionPlans.$inferSelect;

/** A plan as the plans page shows it, with its monthly charge (base + 18% GST) worked out here, never in the browser. */
export function toPlan({ createdAt: _c, updatedAt: _u, isActive: _a, ...plan }: PlanRow): Plan {
  return { ...plan, monthlyCharge: planPriceWithGst(plan.priceMonthly) };
}

/** The plans on offer (active), cheapest first. */
export async function listActivePlans(db: Executor): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.priceMonthly), asc(subscriptionPlans.name));
  return rows.map(toPlan);
}
