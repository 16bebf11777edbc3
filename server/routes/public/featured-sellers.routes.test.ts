import type { FeaturedSellerList } from "@domain/schemas/catalog";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { subscriptionPlans } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { startSubscription } from "../../modules/subscriptions/start-subscription";
import { createTestApp } from "../../test/test-app";

let app: App;

async function featured(category?: string): Promise<FeaturedSellerList> {
  const res = await app.inject({ url: "/api/public/featured-sellers", query: category ? { category } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function subscribe(userId: string, planName: string) {
  const [plan] = await app.ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, planName));
  await app.ctx.db.transaction((tx) =>
    startSubscription(tx, { userId, planId: plan!.id, billingCycle: "monthly", startDate: "2026-11-24", endDate: "2099-12-24", paymentOrderId: null }),
  );
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe("GET /api/public/featured-sellers", () => {
  it("lists active sellers on a featuring plan that have products, highest plan first, in a category when asked", async () => {
    const db = app.ctx.db;
    const premium = await createTestSeller(db, { companyName: "Premium Pots" });
    const enterprise = await createTestSeller(db, { companyName: "Enterprise Exports" });
    const standard = await createTestSeller(db, { companyName: "Standard Spoons" });
    const emptyShelf = await createTestSeller(db, { companyName: "Empty Shelf Traders" });
    const suspended = await createTestSeller(db, { companyName: "Suspended Steel", isActive: false });
    for (const [seller, plan] of [
      [premium, "Premium"],
      [enterprise, "Enterprise"],
      [standard, "Standard"],
      [emptyShelf, "Premium"],
      [suspended, "Enterprise"],
    ] as const)
      await subscribe(seller.id, plan);
    await createTestProduct(db, premium.id, { category: "Kitchenware" });
    await createTestProduct(db, premium.id, { category: "Kitchenware", name: "Kadai" });
    await createTestProduct(db, enterprise.id, { category: "Apparel" });
    await createTestProduct(db, standard.id, { category: "Kitchenware" });
    await createTestProduct(db, suspended.id, { category: "Kitchenware" });
    await createTestProduct(db, emptyShelf.id, { category: "Kitchenware", isActive: false });

    expect((await featured()).sellers.map((s) => [s.companyName, s.planName, s.productCount])).toEqual([
      ["Enterprise Exports", "Enterprise", 1],
      ["Premium Pots", "Premium", 2],
    ]);
    expect((await featured("Kitchenware")).sellers.map((s) => s.companyName)).toEqual(["Premium Pots"]);

    // A plan change shows as soon as the catalogue cache hears of it (at commit on PGlite, a moment later over
    // PostgreSQL's LISTEN), and so does a plan that features no more.
    const kitchenware = async () => (await featured("Kitchenware")).sellers.map((s) => s.companyName);
    await subscribe(standard.id, "Enterprise");
    await expect.poll(kitchenware).toEqual(["Standard Spoons", "Premium Pots"]);
    await subscribe(premium.id, "Free");
    await expect.poll(kitchenware).toEqual(["Standard Spoons"]);
  });

  it("refuses an unknown category", async () => {
    const res = await app.inject({ url: "/api/public/featured-sellers", query: { category: "Spaceships" } });
    expect(res.statusCode).toBe(400);
  });
});
