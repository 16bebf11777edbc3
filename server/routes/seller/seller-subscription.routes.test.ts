import {
  type Plan,
  type SellerSubscription,
  sellerSubscriptionSchema,
  subscribeResponseSchema,
  subscriptionPaymentStatusSchema,
} from "@domain/schemas/subscriptions";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { checkouts, emailOutbox, profiles, refunds, subscriptionInvoices, subscriptionPlans, userSubscriptions } from "../../db/schema";
import { payInSimulator, postWebhook, successWebhookBody } from "../../modules/checkout/test-factories";
import { createTestApp } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";

let app: App;
let plans: Map<string, Plan>;

beforeAll(async () => {
  app = await createTestApp();
  plans = new Map(((await app.inject("/api/public/plans")).json() as { plans: Plan[] }).plans.map((plan) => [plan.name, plan]));
});
afterAll(async () => app.close());

const subscribe = (headers: Record<string, string>, planId: string, extra: object = {}) =>
  app.inject({ method: "POST", url: "/api/seller/subscription/checkout", headers, payload: { planId, ...extra } });
const paymentStatus = (headers: Record<string, string>, orderId: string) =>
  app.inject({ url: `/api/seller/subscription/payments/${orderId}`, headers });
const mine = async (headers: Record<string, string>): Promise<SellerSubscription> =>
  sellerSubscriptionSchema.parse((await app.inject({ url: "/api/seller/subscription", headers })).json());
const paymentStatusOf = (res: { json: () => unknown }) => subscriptionPaymentStatusSchema.parse(res.json());
function paymentOf(res: { json: () => unknown }) {
  const answer = subscribeResponseSchema.parse(res.json());
  if (answer.kind !== "payment") throw new Error("expected a payment to open");
  return answer;
}
const subscriptionsOf = (userId: string) => app.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));

/** Starts paying for a plan and pays in the simulator; the provider now says PAID, we do not know yet. */
async function paidAtProvider(headers: Record<string, string>, planName = "Standard") {
  const res = await subscribe(headers, plans.get(planName)!.id);
  expect(res.statusCode, res.body).toBe(200);
  const created = paymentOf(res);
  await payInSimulator(app, created.paymentSessionId, "pay");
  return created;
}

describe("GET /api/public/plans", () => {
  it("lists the active plans cheapest first, each priced with 18% GST by the server", async () => {
    expect([...plans.keys()]).toEqual(["Free", "Standard", "Premium", "Enterprise"]);
    const standard = plans.get("Standard")!;
    expect(standard.monthlyCharge).toEqual({
      base: standard.priceMonthly,
      gst: Math.round(standard.priceMonthly * 0.18),
      total: standard.priceMonthly + Math.round(standard.priceMonthly * 0.18),
    });
  });

  it("hides a deactivated plan", async () => {
    const [hidden] = await app.ctx.db.insert(subscriptionPlans).values({ name: "Retired Gold", priceMonthly: 5_000_00, isActive: false }).returning();
    const listed = ((await app.inject("/api/public/plans")).json() as { plans: Plan[] }).plans;
    expect(listed.map((plan) => plan.name)).not.toContain("Retired Gold");
    const seller = await signInAs(app, "seller");
    expect((await subscribe(seller.headers, hidden!.id)).statusCode).toBe(404);
  });
});

describe("POST /api/seller/subscription/checkout", () => {
  it("charges the plan's price with GST, whatever the browser sends", async () => {
    const seller = await signInAs(app, "seller");
    const tampered = await subscribe(seller.headers, plans.get("Standard")!.id, { amount: 1 });
    expect(tampered.statusCode).toBe(400);
    const created = paymentOf(await subscribe(seller.headers, plans.get("Premium")!.id));
    expect(created.kind).toBe("payment");
    expect(created.orderId).toMatch(/^sub_Premium_\d+_/);
    expect(created.charge).toEqual(plans.get("Premium")!.monthlyCharge);
    const [checkout] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, created.orderId));
    expect(checkout).toMatchObject({ kind: "subscription", amount: created.charge.total, status: "created", buyerId: seller.profile.id });
    const atProvider = await app.ctx.payments.cashfree.getOrder(created.orderId);
    expect(atProvider.order_tags).toEqual({
      plan_id: plans.get("Premium")!.id,
      base_price: String(created.charge.base),
      gst: String(created.charge.gst),
    });
  });

  it("refuses buyers, sends Enterprise to sales, and starts a Free plan at once", async () => {
    const buyer = await signInAs(app, "buyer");
    expect((await subscribe(buyer.headers, plans.get("Standard")!.id)).statusCode).toBe(403);
    const seller = await signInAs(app, "seller");
    const enterprise = await subscribe(seller.headers, plans.get("Enterprise")!.id);
    expect([enterprise.statusCode, enterprise.json().error.code]).toEqual([422, "ENTERPRISE_PLAN_CONTACT_SALES"]);
    const free = subscribeResponseSchema.parse((await subscribe(seller.headers, plans.get("Free")!.id)).json());
    expect(free).toMatchObject({ kind: "activated", subscription: { planName: "Free", status: "active", billingCycle: "monthly", paymentOrderId: null } });
    expect((await mine(seller.headers)).current?.planName).toBe("Free");
  });
});

describe("activation of a paid plan", () => {
  it("activates on the status poll: one monthly subscription, the profile pointed at it, the limit raised, an invoice", async () => {
    const seller = await signInAs(app, "seller");
    expect(await mine(seller.headers)).toEqual({ current: null, productListingsLimit: 10, productsListed: 0 });
    const created = await paidAtProvider(seller.headers);
    const first = paymentStatusOf(await paymentStatus(seller.headers, created.orderId));
    expect(first).toMatchObject({ outcome: "activated", providerStatus: "PAID", amount: created.charge.total });
    expect(first.subscription).toMatchObject({ planName: "Standard", status: "active", ...created.term, paymentOrderId: created.orderId });
    const again = paymentStatusOf(await paymentStatus(seller.headers, created.orderId));
    expect(again.outcome).toBe("already-active");

    const now = await mine(seller.headers);
    expect(now).toMatchObject({ current: { planName: "Standard" }, productListingsLimit: plans.get("Standard")!.productListingsLimit });
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, seller.profile.id));
    expect(profile).toMatchObject({ currentSubscriptionId: first.subscription!.id, currentSubscriptionPlanId: plans.get("Standard")!.id });
    const invoices = await app.ctx.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.userId, seller.profile.id));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ taxableValue: created.charge.base, total: created.charge.total });
    const mails = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, seller.email));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(["Your Standard plan is active", `Tax invoice ${invoices[0]!.invoiceNumber} for your Standard plan`]),
    );
  });

  it("20 parallel PAID webhooks and status polls activate exactly one subscription with one invoice", async () => {
    const seller = await signInAs(app, "seller");
    const created = await paidAtProvider(seller.headers, "Premium");
    const body = JSON.stringify(successWebhookBody(created.orderId, created.charge.total / 100));
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => postWebhook(app, body)),
      ...Array.from({ length: 20 }, () => paymentStatus(seller.headers, created.orderId)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    const outcomes = answers.slice(20).map((answer) => paymentStatusOf(answer).outcome);
    expect(outcomes.filter((outcome) => outcome === "activated")).toHaveLength(1);
    expect(await subscriptionsOf(seller.profile.id)).toHaveLength(1);
    const invoices = await app.ctx.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.userId, seller.profile.id));
    expect(invoices).toHaveLength(1);
  });

  it("renews the same plan from the old end date and supersedes the plan in force", async () => {
    const seller = await signInAs(app, "seller");
    const first = await paidAtProvider(seller.headers);
    await paymentStatus(seller.headers, first.orderId);
    const renewal = await paidAtProvider(seller.headers);
    expect(renewal.term.startDate).toBe(first.term.endDate);
    const renewed = paymentStatusOf(await paymentStatus(seller.headers, renewal.orderId));
    expect(renewed.subscription).toMatchObject({ startDate: first.term.endDate, status: "active" });
    const rows = await subscriptionsOf(seller.profile.id);
    expect(rows.map((row) => [row.paymentOrderId, row.status]).sort()).toEqual(
      [
        [first.orderId, "superseded"],
        [renewal.orderId, "active"],
      ].sort(),
    );
  });

  it("activates two different paid plans of one seller, paid at once, one after the other: one plan in force", async () => {
    const seller = await signInAs(app, "seller");
    const standard = await paidAtProvider(seller.headers, "Standard");
    const premium = await paidAtProvider(seller.headers, "Premium");
    const answers = await Promise.all([standard, premium].flatMap((paid) => [paymentStatus(seller.headers, paid.orderId), paymentStatus(seller.headers, paid.orderId)]));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await subscriptionsOf(seller.profile.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.status === "active")).toHaveLength(1);
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, seller.profile.id));
    expect(profile!.currentSubscriptionId).toBe(rows.find((row) => row.status === "active")!.id);
  });

  it("activates a payment while an admin changes the same seller's plan: both land, one after the other", async () => {
    const seller = await signInAs(app, "seller");
    const admin = await signInAs(app, "admin");
    const paid = await paidAtProvider(seller.headers, "Standard");
    const changePlan = () =>
      app.inject({ method: "POST", url: "/api/admin/subscriptions/change-plan", headers: admin.headers, payload: { sellerId: seller.profile.id, planId: plans.get("Premium")!.id } });
    const answers = await Promise.all([paymentStatus(seller.headers, paid.orderId), changePlan(), paymentStatus(seller.headers, paid.orderId), changePlan()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 201, 200, 201]);
    const rows = await subscriptionsOf(seller.profile.id);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.status === "active")).toHaveLength(1);
  });

  it("does not let a click on Free cut a paid plan short", async () => {
    const seller = await signInAs(app, "seller");
    const paid = await paidAtProvider(seller.headers, "Standard");
    await paymentStatus(seller.headers, paid.orderId);
    const free = await subscribe(seller.headers, plans.get("Free")!.id);
    expect([free.statusCode, free.json().error.code]).toEqual([422, "PAID_PLAN_IN_FORCE"]);
    expect(free.json().error.message).toBe(`Your Standard plan runs until ${paid.term.endDate}. You can move to the Free plan after it ends.`);
    expect((await mine(seller.headers)).current?.planName).toBe("Standard");
  });

  it("answers pending before payment and failed after a failed attempt, and 404 for another seller's payment", async () => {
    const seller = await signInAs(app, "seller");
    const created = paymentOf(await subscribe(seller.headers, plans.get("Standard")!.id));
    expect(paymentStatusOf(await paymentStatus(seller.headers, created.orderId)).outcome).toBe("pending");
    const other = await signInAs(app, "seller");
    expect((await paymentStatus(other.headers, created.orderId)).statusCode).toBe(404);
    await payInSimulator(app, created.paymentSessionId, "fail");
    const failed = paymentStatusOf(await paymentStatus(seller.headers, created.orderId));
    expect([failed.outcome, failed.providerStatus]).toEqual(["failed", "FAILED"]);
    expect(await subscriptionsOf(seller.profile.id)).toHaveLength(0);
  });

  it("refuses a payment whose provider order names no plan or another plan, and activates nothing", async () => {
    const seller = await signInAs(app, "seller");
    // Not paid at the provider, so no webhook races the verdicts below.
    const created = paymentOf(await subscribe(seller.headers, plans.get("Standard")!.id));
    const [checkout] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, created.orderId));
    const { activateSubscriptionPayment } = await import("../../modules/subscriptions/activate-subscription-payment");
    const verdict = { amount: created.charge.total, paymentId: "1" };
    await expect(activateSubscriptionPayment(app.ctx, checkout!.id, { ...verdict, tags: {} })).rejects.toMatchObject({ code: "SUBSCRIPTION_PLAN_ID_MISSING" });
    await expect(
      activateSubscriptionPayment(app.ctx, checkout!.id, { ...verdict, tags: { plan_id: plans.get("Premium")!.id } }),
    ).rejects.toMatchObject({ code: "SUBSCRIPTION_PLAN_NOT_MATCHED" });
    await expect(
      activateSubscriptionPayment(app.ctx, checkout!.id, { ...verdict, amount: 1, tags: { plan_id: plans.get("Standard")!.id } }),
    ).rejects.toMatchObject({ code: "PAYMENT_AMOUNT_MISMATCH" });
    expect(await subscriptionsOf(seller.profile.id)).toHaveLength(0);
  });
});

describe("a paid order that cannot start its plan", () => {
  it("is refunded once, whatever the number of polls and webhooks, and the seller is told why", async () => {
    const seller = await signInAs(app, "seller");
    const created = await paidAtProvider(seller.headers, "Standard");
    // What was bought no longer matches what the provider's order names (as if the plan were replaced meanwhile).
    const [checkout] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, created.orderId));
    await app.ctx.db
      .update(checkouts)
      .set({ snapshot: { ...checkout!.snapshot, plan: { ...checkout!.snapshot.plan!, planId: plans.get("Premium")!.id } } })
      .where(eq(checkouts.id, checkout!.id));
    const body = JSON.stringify(successWebhookBody(created.orderId, created.charge.total / 100));
    const answers = await Promise.all([paymentStatus(seller.headers, created.orderId), postWebhook(app, body), paymentStatus(seller.headers, created.orderId)]);
    const polls = [answers[0]!, answers[2]!];
    for (const poll of polls) expect([poll.statusCode, poll.json().error.message]).toEqual([422, "Could not find a matching subscription plan for this payment."]);
    expect(answers[1]!.statusCode).toBe(200);
    expect(await subscriptionsOf(seller.profile.id)).toHaveLength(0);
    const refunded = await app.ctx.db.select().from(refunds).where(eq(refunds.checkoutId, checkout!.id));
    expect(refunded.map((refund) => [refund.amount, refund.status])).toEqual([[created.charge.total, "success"]]);
    const [after] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout!.id));
    expect(after!.status).toBe("refunded");
  });
});

describe("invoices", () => {
  it("lists the seller's own invoices and serves each as a PDF only to its owner", async () => {
    const seller = await signInAs(app, "seller");
    const created = await paidAtProvider(seller.headers);
    await paymentStatus(seller.headers, created.orderId);
    const { invoices } = (await app.inject({ url: "/api/seller/subscription/invoices", headers: seller.headers })).json() as {
      invoices: { id: string; invoiceNumber: string; total: number }[];
    };
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.total).toBe(created.charge.total);
    const pdf = await app.inject({ url: `/api/seller/subscription/invoices/${invoices[0]!.id}/pdf`, headers: seller.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${invoices[0]!.invoiceNumber.replaceAll("/", "-")}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const other = await signInAs(app, "seller");
    expect((await app.inject({ url: `/api/seller/subscription/invoices/${invoices[0]!.id}/pdf`, headers: other.headers })).statusCode).toBe(404);
  });
});

describe("POST /api/public/sales-enquiries", () => {
  it("stores the enquiry and emails every admin", async () => {
    const admin = await signInAs(app, "admin");
    const res = await app.inject({
      method: "POST",
      url: "/api/public/sales-enquiries",
      headers: { origin: admin.headers.origin! },
      payload: { companyName: "Tata Bulk", contactName: "Ravi", email: "ravi@tatabulk.test", phone: "9876543210", message: "200 sellers", planId: plans.get("Enterprise")!.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await app.ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, admin.email), eq(emailOutbox.subject, "Sales enquiry from Tata Bulk")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("the Enterprise plan");
    const missing = await app.inject({ method: "POST", url: "/api/public/sales-enquiries", headers: { origin: admin.headers.origin! }, payload: { companyName: "X" } });
    expect(missing.statusCode).toBe(400);
  });
});
