import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { emailOutbox, products, profiles, subscriptionPlans, user, userSubscriptions } from "../../db/schema";
import { createTestApp } from "../../test/test-app";
import { createTestProduct, createTestSeller } from "../catalog/test-factories";
import { listingAllowance } from "../seller-catalog/listing-allowance";
import { expireSubscriptions, remindEndingSubscriptions } from "./expire-subscriptions";
import { startSubscription } from "./start-subscription";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const TODAY = "2026-11-24";

async function sellerOnPremium(endDate: string) {
  const db = app.ctx.db;
  const seller = await createTestSeller(db);
  const [premium] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Premium"));
  const subscription = await db.transaction((tx) =>
    startSubscription(tx, { userId: seller.id, planId: premium!.id, billingCycle: "monthly", startDate: "2026-10-24", endDate, paymentOrderId: null }),
  );
  await createTestProduct(db, seller.id);
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, seller.id));
  return { seller, subscription, email: account!.email };
}
const mailsTo = (email: string, subject: string) =>
  app.ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, `%${subject}%`)));

describe("expireSubscriptions", () => {
  it("expires a plan whose last day was yesterday, not one ending today, and does it once", async () => {
    const ended = await sellerOnPremium("2026-11-23");
    const lastDay = await sellerOnPremium(TODAY);

    expect(await expireSubscriptions(app.ctx, TODAY)).toBeGreaterThanOrEqual(1);
    const [row] = await app.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, ended.subscription.id));
    expect(row!.status).toBe("expired");
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, ended.seller.id));
    expect(profile).toMatchObject({ currentSubscriptionId: null, currentSubscriptionPlanId: null });
    const ranks = await app.ctx.db.select({ rank: products.sellerPriority, active: products.isActive }).from(products).where(eq(products.sellerId, ended.seller.id));
    expect(ranks).toEqual([{ rank: 0, active: true }]); // still listed, no longer ranked
    expect(await listingAllowance(app.ctx.db, ended.seller.id)).toEqual({ used: 1, limit: 10 });
    expect(await mailsTo(ended.email, "has expired")).toHaveLength(1);

    const [stillActive] = await app.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, lastDay.subscription.id));
    expect(stillActive!.status).toBe("active");

    expect(await expireSubscriptions(app.ctx, TODAY)).toBe(0);
    expect(await mailsTo(ended.email, "has expired")).toHaveLength(1);
  });
});

describe("remindEndingSubscriptions", () => {
  it("reminds once when three days are left, not earlier", async () => {
    const soon = await sellerOnPremium("2026-11-27");
    const later = await sellerOnPremium("2026-11-28");
    await remindEndingSubscriptions(app.ctx, TODAY);
    await remindEndingSubscriptions(app.ctx, TODAY);
    expect(await mailsTo(soon.email, "plan ends on 2026-11-27")).toHaveLength(1);
    expect(await mailsTo(later.email, "plan ends on")).toHaveLength(0);
    await remindEndingSubscriptions(app.ctx, "2026-11-25");
    expect(await mailsTo(later.email, "plan ends on 2026-11-28")).toHaveLength(1);
    expect(await mailsTo(soon.email, "plan ends on")).toHaveLength(1);
  });
});
