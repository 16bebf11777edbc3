import { searchPriorityRank } from "@domain/search-priority";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client";
import { products, profiles, subscriptionPlans, userSubscriptions } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { createTestProduct, createTestSeller } from "../catalog/test-factories";
import { rerankPlanSubscribers, startSubscription } from "./start-subscription";

let handle: DatabaseHandle;
let db: Database;
let plans: Map<string, typeof subscriptionPlans.$inferSelect>;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  plans = new Map((await db.select().from(subscriptionPlans)).map((plan) => [plan.name, plan]));
});
afterAll(async () => handle.close());

const term = { billingCycle: "monthly", startDate: "2026-11-24", endDate: "2026-12-24", paymentOrderId: null } as const;
const start = (userId: string, planName: string) =>
  db.transaction((tx) => startSubscription(tx, { ...term, userId, planId: plans.get(planName)!.id }));
const ranks = async (sellerId: string) =>
  (await db.select({ rank: products.sellerPriority }).from(products).where(eq(products.sellerId, sellerId))).map((row) => row.rank);

describe("startSubscription", () => {
  it("supersedes the plan in force, points the profile at the new one and ranks the seller's products", async () => {
    const seller = await createTestSeller(db);
    await createTestProduct(db, seller.id);
    expect(await ranks(seller.id)).toEqual([0]);

    const standard = await start(seller.id, "Standard");
    const premium = await start(seller.id, "Premium");
    const rows = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, seller.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [standard.id]: "superseded", [premium.id]: "active" });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, seller.id));
    expect(profile).toMatchObject({ currentSubscriptionId: premium.id, currentSubscriptionPlanId: plans.get("Premium")!.id });
    expect(await ranks(seller.id)).toEqual([searchPriorityRank("High")]);
  });

  it("gives a new product its seller's plan rank, the same rank for every plan as the domain rule", async () => {
    for (const plan of plans.values()) {
      const seller = await createTestSeller(db);
      await start(seller.id, plan.name);
      await createTestProduct(db, seller.id);
      expect({ plan: plan.name, ranks: await ranks(seller.id) }).toEqual({ plan: plan.name, ranks: [searchPriorityRank(plan.searchPriority)] });
    }
  });

  it("re-ranks the products of a plan's active subscribers when its priority changes", async () => {
    const onPlan = await createTestSeller(db);
    const movedOn = await createTestSeller(db);
    await start(onPlan.id, "Standard");
    await start(movedOn.id, "Standard");
    await createTestProduct(db, onPlan.id);
    await createTestProduct(db, movedOn.id);
    await start(movedOn.id, "Free");
    await db.transaction((tx) => rerankPlanSubscribers(tx, plans.get("Standard")!.id, "Highest"));
    expect(await ranks(onPlan.id)).toEqual([3]);
    expect(await ranks(movedOn.id)).toEqual([0]);
  });

  it("refuses an unknown plan and changes nothing", async () => {
    const seller = await createTestSeller(db);
    await start(seller.id, "Standard");
    const unknown = db.transaction((tx) => startSubscription(tx, { ...term, userId: seller.id, planId: "00000000-0000-4000-8000-000000000000" }));
    await expect(unknown).rejects.toMatchObject({ code: "PLAN_NOT_FOUND", statusCode: 404 });
    const active = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, seller.id));
    expect(active.map((row) => row.status)).toEqual(["active"]);
  });
});
