import type { AdminPlan, AdminSubscriptionList, PlanInput, SubscriptionStats } from "@domain/schemas/admin-subscriptions";
import { NEW_PLAN_DEFAULTS } from "@domain/schemas/admin-subscriptions";
import { indiaDate, termEndDate } from "@domain/subscription-term";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { auditLog, products, profiles, subscriptionPlans, userSubscriptions } from "../../db/schema";
import { createTestProduct } from "../../modules/orders/test-factories";
import { startSubscription } from "../../modules/subscriptions/start-subscription";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let admin: Awaited<ReturnType<typeof signInAs>>;
let plans: AdminPlan[];
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, "admin");
  plans = (await app.inject({ url: "/api/admin/plans", headers: admin.headers })).json() as AdminPlan[];
});
afterAll(async () => app.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = admin.headers) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const planNamed = (name: string) => plans.find((plan) => plan.name === name)!;
const changePlan = (sellerId: string, planId: string) => call("POST", "/api/admin/subscriptions/change-plan", { sellerId, planId });
const stats = async () => (await call("GET", "/api/admin/subscriptions/stats")).json() as SubscriptionStats;
const createPlan = async (fields: Partial<PlanInput> & { name: string }) => (await call("POST", "/api/admin/plans", { ...NEW_PLAN_DEFAULTS, ...fields })).json() as AdminPlan;
const inputOf = ({ id: _id, monthlyCharge: _charge, subscriberCount: _count, ...plan }: AdminPlan) => plan;
const auditOf = (entityId: string, action: string) =>
  app.ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action))).orderBy(auditLog.id);

describe("changing a seller's plan", () => {
  it("starts a yearly subscription of one year from today, supersedes the old one and points the profile at it", async () => {
    const seller = await signInAs(app, "seller", { companyName: "Agra Footwear" });
    const standard = planNamed("Standard");
    const premium = planNamed("Premium");
    expect((await changePlan(seller.profile.id, standard.id)).statusCode).toBe(201);
    const res = await changePlan(seller.profile.id, premium.id);
    expect(res.statusCode).toBe(201);
    const today = indiaDate(new Date());
    expect(res.json()).toMatchObject({ companyName: "Agra Footwear", email: seller.email, planName: "Premium", status: "active", billingCycle: "yearly", startDate: today, endDate: termEndDate(today, "yearly"), paid: false });
    expect(termEndDate(today, "yearly").slice(0, 4)).toBe(String(Number(today.slice(0, 4)) + 1));

    const rows = await app.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, seller.profile.id)).orderBy(userSubscriptions.createdAt);
    expect(rows.map((row) => [row.planId, row.status, row.billingCycle, row.paymentOrderId])).toEqual([
      [standard.id, "superseded", "yearly", null],
      [premium.id, "active", "yearly", null],
    ]);
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, seller.profile.id));
    expect(profile).toMatchObject({ currentSubscriptionId: res.json().id, currentSubscriptionPlanId: premium.id });
    const mine = (await call("GET", "/api/seller/subscription", undefined, seller.headers)).json() as { current: { planName: string; billingCycle: string } };
    expect(mine.current).toMatchObject({ planName: "Premium", billingCycle: "yearly" });

    const audit = await auditOf(seller.profile.id, "subscription.change_plan");
    expect(audit.map((row) => [row.actorId, row.details])).toEqual([
      [admin.profile.id, expect.objectContaining({ before: { planId: null, planName: null }, after: expect.objectContaining({ planId: standard.id, planName: "Standard" }) })],
      [admin.profile.id, expect.objectContaining({ before: { planId: standard.id, planName: "Standard" }, after: expect.objectContaining({ planId: premium.id, planName: "Premium", billingCycle: "yearly" }) })],
    ]);
  });

  it("answers 404 for a buyer, an unknown seller and an unknown plan, and changes nothing", async () => {
    const buyer = await signInAs(app, "buyer");
    const seller = await signInAs(app, "seller");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await changePlan(buyer.profile.id, planNamed("Standard").id)).statusCode).toBe(404);
    expect((await changePlan(unknown, planNamed("Standard").id)).statusCode).toBe(404);
    const noPlan = await changePlan(seller.profile.id, unknown);
    expect([noPlan.statusCode, noPlan.json().error.code]).toEqual([404, "PLAN_NOT_FOUND"]);
    expect(await app.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, seller.profile.id))).toEqual([]);
    expect(await auditOf(seller.profile.id, "subscription.change_plan")).toEqual([]);
  });
});

describe("subscription stats and list", () => {
  it("counts subscribers per plan and the monthly recurring revenue: monthly at the monthly price, yearly at a twelfth", async () => {
    // A yearly price divisible by 12 keeps the rounded total exact, so the difference is exact too.
    const yearlyPlan = await createPlan({ name: "Stats Yearly", priceMonthly: 12_345, priceYearly: 1_200_000 });
    const monthlyPlan = await createPlan({ name: "Stats Monthly", priceMonthly: 49_900, priceYearly: 498_000 });
    const before = await stats();
    expect(before.planBreakdown.find((plan) => plan.planId === yearlyPlan.id)).toEqual({ planId: yearlyPlan.id, name: "Stats Yearly", subscriberCount: 0 });

    const [first, second, third] = [await signInAs(app, "seller"), await signInAs(app, "seller"), await signInAs(app, "seller")];
    await changePlan(first!.profile.id, yearlyPlan.id);
    await changePlan(second!.profile.id, yearlyPlan.id);
    // A paid monthly subscription, as a payment activation starts it.
    const today = indiaDate(new Date());
    await app.ctx.db.transaction((tx) =>
      startSubscription(tx, { userId: third!.profile.id, planId: monthlyPlan.id, billingCycle: "monthly", startDate: today, endDate: termEndDate(today, "monthly"), paymentOrderId: `sub_Stats_${Date.now()}` }),
    );

    const after = await stats();
    const countOf = (s: SubscriptionStats, planId: string) => s.planBreakdown.find((plan) => plan.planId === planId)!.subscriberCount;
    expect([countOf(after, yearlyPlan.id), countOf(after, monthlyPlan.id)]).toEqual([2, 1]);
    expect(after.totalSubscribers - before.totalSubscribers).toBe(3);
    expect(after.totalSubscribers).toBe(after.planBreakdown.reduce((sum, plan) => sum + plan.subscriberCount, 0));
    expect(after.monthlyRecurringRevenue - before.monthlyRecurringRevenue).toBe(2 * 100_000 + 49_900);

    // Moving a seller to another plan (yearly, as every admin change) moves it in the figures.
    await changePlan(first!.profile.id, monthlyPlan.id);
    const moved = await stats();
    expect([countOf(moved, yearlyPlan.id), countOf(moved, monthlyPlan.id)]).toEqual([1, 2]);
    expect(moved.totalSubscribers).toBe(after.totalSubscribers);
    expect(moved.monthlyRecurringRevenue - after.monthlyRecurringRevenue).toBe(498_000 / 12 - 100_000);
  });

  it("lists subscriptions newest first with the seller, plan and term, by plan and status, a keyset page at a time", async () => {
    const plan = await createPlan({ name: "List Test" });
    const sellers = [await signInAs(app, "seller", { companyName: "Kanpur Leathers" }), await signInAs(app, "seller"), await signInAs(app, "seller")];
    for (const seller of sellers) await changePlan(seller.profile.id, plan.id);
    await changePlan(sellers[2]!.profile.id, planNamed("Standard").id); // its List Test subscription is now superseded

    const active = (await call("GET", `/api/admin/subscriptions?planId=${plan.id}&status=active`)).json() as AdminSubscriptionList;
    expect(active.subscriptions.map((row) => row.userId)).toEqual([sellers[1]!.profile.id, sellers[0]!.profile.id]);
    expect(active.subscriptions[1]).toMatchObject({ companyName: "Kanpur Leathers", email: sellers[0]!.email, planName: "List Test", status: "active", billingCycle: "yearly" });
    const superseded = (await call("GET", `/api/admin/subscriptions?planId=${plan.id}&status=superseded`)).json() as AdminSubscriptionList;
    expect(superseded.subscriptions.map((row) => row.userId)).toEqual([sellers[2]!.profile.id]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/admin/subscriptions?planId=${plan.id}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = (await call("GET", query)).json() as AdminSubscriptionList;
      expect(page.subscriptions.length).toBeLessThanOrEqual(1);
      seen.push(...page.subscriptions.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    expect((await call("GET", "/api/admin/subscriptions?status=paused")).statusCode).toBe(400);
  });
});

describe("plans", () => {
  it("lists every plan, inactive ones too, with its subscriber count", async () => {
    const hidden = await createPlan({ name: "Hidden Listing", isActive: false });
    const taken = await createPlan({ name: "Two Sellers" });
    for (const seller of [await signInAs(app, "seller"), await signInAs(app, "seller")]) await changePlan(seller.profile.id, taken.id);
    const list = (await call("GET", "/api/admin/plans")).json() as AdminPlan[];
    expect(list.find((plan) => plan.id === hidden.id)).toMatchObject({ isActive: false, subscriberCount: 0 });
    expect(list.find((plan) => plan.id === taken.id)).toMatchObject({ isActive: true, subscriberCount: 2 });
    expect(list.map((plan) => plan.name)).toEqual(expect.arrayContaining(["Free", "Standard", "Premium", "Enterprise"]));
  });

  it("creates a plan from the spec's defaults, edits it and deletes it while nobody is on it; each step is audited", async () => {
    const created = await call("POST", "/api/admin/plans", { ...NEW_PLAN_DEFAULTS, name: "Wholesale Plus", priceMonthly: 149_900, priceYearly: 1_499_000, features: ["50 listings", "Priority support"] });
    expect(created.statusCode).toBe(201);
    const plan = created.json() as AdminPlan;
    expect(plan).toMatchObject({
      name: "Wholesale Plus",
      features: ["50 listings", "Priority support"],
      productListingsLimit: 0,
      searchPriority: "Low",
      analyticsLevel: "Basic",
      logisticsAccessLevel: "Basic",
      supportLevel: "Email Only",
      adCreditsMonthly: 0,
      isActive: true,
      subscriberCount: 0,
      monthlyCharge: { base: 149_900, gst: 26_982, total: 176_882 },
    });
    expect((await call("POST", "/api/admin/plans", { ...NEW_PLAN_DEFAULTS, name: "Wholesale Plus" })).json().error.code).toBe("PLAN_NAME_TAKEN");
    const publicNames = async () => ((await app.inject("/api/public/plans")).json() as { plans: { name: string }[] }).plans.map((p) => p.name);
    expect(await publicNames()).toContain("Wholesale Plus");

    const edited = await call("PUT", `/api/admin/plans/${plan.id}`, { ...inputOf(plan), productListingsLimit: 50, isActive: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ productListingsLimit: 50, isActive: false });
    expect(await publicNames()).not.toContain("Wholesale Plus");

    expect((await call("DELETE", `/api/admin/plans/${plan.id}`)).statusCode).toBe(204);
    expect(await app.ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id))).toEqual([]);
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, plan.id)).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ["plan.create", admin.profile.id],
      ["plan.update", admin.profile.id],
      ["plan.delete", admin.profile.id],
    ]);
    expect(audit[1]?.details).toEqual({ before: { productListingsLimit: 0, isActive: true }, after: { productListingsLimit: 50, isActive: false } });
    expect((await call("PUT", `/api/admin/plans/${plan.id}`, inputOf(plan))).statusCode).toBe(404);
    expect((await call("DELETE", "/api/admin/plans/not-a-uuid")).statusCode).toBe(404);
  });

  it("refuses to delete a plan with active subscribers (422, the spec's sentence), and one with only past subscriptions", async () => {
    const plan = await createPlan({ name: "Short Lived" });
    const seller = await signInAs(app, "seller");
    await changePlan(seller.profile.id, plan.id);
    const refused = await call("DELETE", `/api/admin/plans/${plan.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ code: "PLAN_HAS_SUBSCRIBERS", message: "Cannot delete plan with active subscribers.", details: { subscriberCount: 1 } });
    expect(await app.ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id))).toHaveLength(1);
    expect(await auditOf(plan.id, "plan.delete")).toEqual([]);

    await changePlan(seller.profile.id, planNamed("Standard").id);
    const history = await call("DELETE", `/api/admin/plans/${plan.id}`);
    expect([history.statusCode, history.json().error.code]).toEqual([409, "PLAN_HAS_HISTORY"]);
  });

  it("a new search priority re-ranks the products of the plan's sellers at once, and only theirs", async () => {
    const plan = await createPlan({ name: "Rank Test", searchPriority: "Low" });
    const [onPlan, elsewhere] = [await signInAs(app, "seller"), await signInAs(app, "seller")];
    const product = await createTestProduct(app.ctx.db, { sellerId: onPlan.profile.id });
    const other = await createTestProduct(app.ctx.db, { sellerId: elsewhere.profile.id });
    await changePlan(onPlan.profile.id, plan.id);
    await changePlan(elsewhere.profile.id, planNamed("Free").id);
    const rankOf = async (id: string) => (await app.ctx.db.select().from(products).where(eq(products.id, id)))[0]?.sellerPriority;
    const [otherRank, ownRank] = [await rankOf(other.id), await rankOf(product.id)];
    expect(ownRank).toBe(0);

    const saved = await call("PUT", `/api/admin/plans/${plan.id}`, { ...inputOf(plan), searchPriority: "Highest" });
    expect(saved.json()).toMatchObject({ searchPriority: "Highest", subscriberCount: 1 });
    expect(await rankOf(product.id)).toBe(3);
    expect(await rankOf(other.id)).toBe(otherRank);
    expect((await auditOf(plan.id, "plan.update"))[0]?.details).toEqual({ before: { searchPriority: "Low" }, after: { searchPriority: "Highest" } });
  });

  it("checks every field: no negative or fractional paise, a known search priority, a name, no blank features", async () => {
    for (const bad of [{ priceMonthly: -1 }, { priceYearly: 10.5 }, { searchPriority: "Top" }, { name: "" }, { features: [""] }, { productListingsLimit: -1 }, { colour: "gold" }]) {
      expect((await call("POST", "/api/admin/plans", { ...NEW_PLAN_DEFAULTS, name: "Bad Plan", ...bad })).statusCode).toBe(400);
    }
  });

  it("is for administrators only", async () => {
    const seller = await signInAs(app, "seller");
    expect((await call("GET", "/api/admin/plans", undefined, seller.headers)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/subscriptions/stats", undefined, seller.headers)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/subscriptions/change-plan", { sellerId: seller.profile.id, planId: planNamed("Premium").id }, seller.headers)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/plans", { ...NEW_PLAN_DEFAULTS, name: "Sneaky" }, seller.headers)).statusCode).toBe(403);
  });
});
