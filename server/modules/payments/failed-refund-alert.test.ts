import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { auditLog, emailOutbox, refunds, simOrders, simRefunds } from "../../db/schema";
import { createUserWithProfile } from "../../db/seed/factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";
import { createTestOrder, createTestProduct } from "../orders/test-factories";
import { cancellationRefundKey } from "../orders/refund-cancelled-order";
import { REFUND_FAILED_ACTION } from "./failed-refund-alert";
import { followAcceptedRefunds } from "./follow-accepted-refunds";
import { issueRefund } from "./issue-refund";

/** Refunds are accepted PENDING and, within a test, settle only when the test says what the provider did. */
const A_DAY_MS = 86_400_000;

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let sellerId: string;
let admins: string[];
let retiredAdmin: string;

beforeAll(async () => {
  app = await createTestApp({ CASHFREE_SIMULATOR_REFUND_SETTLE_MS: String(A_DAY_MS) });
  buyer = await signInAs(app, "buyer", { firstName: "Meera", lastName: "Iyer", companyName: "Iyer Provisions" });
  sellerId = (await signInAs(app, "seller")).profile.id;
  admins = [(await signInAs(app, "admin")).email, (await signInAs(app, "admin")).email];
  retiredAdmin = "retired-admin@example.test";
  await createUserWithProfile(app.ctx.db, { email: retiredAdmin, password: "Passw0rd!x", accountType: "buyer", isAdmin: true, isActive: false });
});
afterAll(async () => app.close());

/** A Pending order paid online (₹1,002.00), cancelled by the buyer through the API. */
async function orderCancelledByBuyer(beforeCancel: (paymentOrderId: string) => Promise<unknown> = async () => {}) {
  const product = await createTestProduct(app.ctx.db, { sellerId, price: 25_050 });
  const { order, checkout } = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId, lines: [{ product, quantity: 4 }] });
  await beforeCancel(checkout.paymentOrderId);
  const res = await app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/cancel`, headers: buyer.headers });
  expect(res.statusCode).toBe(200);
  const [refund] = await app.ctx.db.select().from(refunds).where(eq(refunds.refundKey, cancellationRefundKey(order.id)));
  return { order, checkout, refund: refund!, answer: res.json() };
}

const auditRowsOf = (refundId: string) =>
  app.ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, "refund"), eq(auditLog.entityId, refundId)));
const alertEmails = () => app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.subject, "Refund failed:%"));

async function expectOneAlert(refundId: string, order: { id: string; orderNumber: string }, providerMessage: RegExp) {
  const orderId = order.id;
  const audit = await auditRowsOf(refundId);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({
    action: REFUND_FAILED_ACTION,
    actorId: null,
    details: { orderId, orderNumber: order.orderNumber, buyerId: buyer.profile.id, amount: 100_200, adminsEmailed: 2, providerMessage: expect.stringMatching(providerMessage) },
  });
  const emails = (await alertEmails()).filter((e) => e.textBody.includes(order.orderNumber));
  expect(emails.map((e) => e.toAddress).sort()).toEqual([...admins].sort());
  for (const email of emails) {
    expect(email.subject).toBe(`Refund failed: ₹1,002.00 for order ${order.orderNumber}`);
    expect(email.textBody).toContain(`Order: ${order.orderNumber}`);
    expect(email.textBody).not.toContain(orderId);
    expect(email.textBody).toContain(`Buyer: Meera Iyer, Iyer Provisions <${buyer.email}>`);
    expect(email.textBody).toMatch(providerMessage);
  }
}

describe("a refund the provider does not make alerts the team", () => {
  it("a refused refund: one audit row and one email to each active admin, however often it is retried", async () => {
    // The provider has no payment for the order (it reads ACTIVE), so it refuses the refund.
    const { order, checkout, refund, answer } = await orderCancelledByBuyer((paymentOrderId) =>
      app.ctx.db.update(simOrders).set({ status: "ACTIVE" }).where(eq(simOrders.orderId, paymentOrderId)),
    );
    expect(answer.refund).toMatchObject({ status: "failed", amount: 100_200 });
    await expectOneAlert(refund.id, order, /only for paid orders/);
    expect((await alertEmails()).some((e) => e.toAddress === retiredAdmin)).toBe(false);

    // Asked again with the same key (as a retry would), refused again: still one alert.
    const again = await issueRefund(app.ctx, { checkoutId: checkout.id, orderId: order.id, amount: 100_200, refundKey: refund.refundKey, reason: refund.reason });
    expect(again.status).toBe("failed");
    const cancelAgain = await app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/cancel`, headers: buyer.headers });
    expect(cancelAgain.statusCode).toBe(409);
    await expectOneAlert(refund.id, order, /only for paid orders/);
  });

  it("a refund the provider accepted and then cancelled: one alert, not repeated by later follow-ups", async () => {
    const { order, refund, answer } = await orderCancelledByBuyer();
    expect(answer.refund).toMatchObject({ status: "pending" });
    expect(await auditRowsOf(refund.id)).toHaveLength(0);

    await app.ctx.db.update(simRefunds).set({ status: "CANCELLED" }).where(eq(simRefunds.refundId, refund.refundKey));
    expect(await followAcceptedRefunds(app.ctx)).toMatchObject({ settled: 1 });
    const detail = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
    expect(detail.json().refund).toMatchObject({ status: "failed" });
    await expectOneAlert(refund.id, order, /cancelled/i);

    expect(await followAcceptedRefunds(app.ctx)).toEqual({ asked: 0, settled: 0 });
    await expectOneAlert(refund.id, order, /cancelled/i);
  });

  it("a refund that succeeds alerts no one", async () => {
    const { refund } = await orderCancelledByBuyer();
    await app.ctx.db.update(simRefunds).set({ settlesAt: new Date(Date.now() - 1000) }).where(eq(simRefunds.refundId, refund.refundKey));
    await followAcceptedRefunds(app.ctx);
    expect((await app.ctx.db.select().from(refunds).where(eq(refunds.id, refund.id)))[0]!.status).toBe("success");
    expect(await auditRowsOf(refund.id)).toHaveLength(0);
    expect((await alertEmails()).filter((e) => e.textBody.includes(refund.orderId!))).toHaveLength(0);
  });
});
