import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { canAddProductListing, productListingLimit } from "@domain/plans";
import type { ListingAllowance } from "@domain/schemas/seller-products";
import type { Executor, Transaction } from "../../db/client";
import { products, subscriptionPlans, userSubscriptions } from "../../db/schema";
import { businessRule } from "../../errors";

/** The seller's current plan: its newest subscription that is active and has not ended (India's date), or null. */
export async function activePlan(db: Executor, sellerId: string): Promise<{ name: string; productListingsLimit: number } | null> {
  const [plan] = await db
    .select({ name: subscriptionPlans.name, productListingsLimit: subscriptionPlans.productListingsLimit })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(and(eq(userSubscriptions.userId, sellerId), eq(userSubscriptions.status, "active"), gte(userSubscriptions.endDate, sql`(now() at time zone 'Asia/Kolkata')::date`)))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return plan ?? null;
}

/** How many products the seller has (Active and Draft alike) against its plan's limit (10 without a plan). */
export async function listingAllowance(db: Executor, sellerId: string): Promise<ListingAllowance> {
  // One after the other: inside a transaction both run on its one connection.
  const [counted] = await db.select({ used: count() }).from(products).where(eq(products.sellerId, sellerId));
  const plan = await activePlan(db, sellerId);
  return { used: counted?.used ?? 0, limit: productListingLimit(plan?.productListingsLimit) };
}

/**
 * Serialises the changes to one seller's catalogue that count its products (a create, an import) until the
 * transaction ends, so two requests at limit − 1 cannot both see room for one more. Other sellers are not held up.
 */
export async function lockSellerCatalogue(tx: Transaction, sellerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seller-catalogue:${sellerId}`}))`);
}

export const planLimitReached = (limit: number) =>
  businessRule("PLAN_LIMIT_REACHED", `You have reached your limit of ${limit} products. Please upgrade your plan to add more.`, { limit });

/** Refuses (422 PLAN_LIMIT_REACHED) adding `adding` products beyond the allowance. */
export function assertRoomFor(allowance: ListingAllowance, adding = 1): void {
  if (!canAddProductListing(allowance.used + adding - 1, allowance.limit)) throw planLimitReached(allowance.limit);
}
