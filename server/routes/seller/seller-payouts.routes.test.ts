import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { emailOutbox, orders, payoutQueries, platformSettings, profiles } from "../../db/schema";
import { createUserWithProfile } from "../../db/seed/factories";
import { createTestProduct as createCatalogueProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createCheckout } from "../../modules/checkout/create-checkout";
import { checkoutRequest, payInSimulator } from "../../modules/checkout/test-factories";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { checkPaymentStatus } from "../../modules/payments/check-payment-status";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
});
afterAll(async () => app.close());

const DAY = 86_400_000;
type Seller = Awaited<ReturnType<typeof signInAs>>;

/** A delivered order of a ₹400 line and a ₹600 line; with `returnFirstLine`, the ₹400 line is returned and refunded. */
async function deliveredOrder(seller: Seller, options: { paymentMethod?: "online" | "cod"; feeBasisPoints?: number; returnFirstLine?: boolean } = {}) {
  const small = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price: 20_000 });
  const large = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price: 60_000 });
  const { order, items } = await createTestOrder(app.ctx.db, {
    buyerId: buyer.profile.id,
    sellerId: seller.profile.id,
    lines: [{ product: small, quantity: 2 }, { product: large, quantity: 1 }],
    paymentMethod: options.paymentMethod,
    status: "Delivered",
    platformFeeBasisPoints: options.feeBasisPoints,
  });
  if (options.returnFirstLine) {
    const item = items.find((i) => i.productId === small.id)!;
    const requested = await app.inject({
      method: "POST",
      url: `/api/buyer/orders/${order.id}/returns`,
      headers: buyer.headers,
      payload: { orderItemId: item.id, requestType: "return", quantity: 2, reason: "Wrong size" },
    });
    const returnId = (requested.json() as { id: string }).id;
    for (const action of ["approve", "complete"]) {
      const res = await app.inject({ method: "POST", url: `/api/seller/returns/${returnId}/${action}`, headers: seller.headers });
      expect(res.statusCode).toBe(200);
    }
  }
  return order;
}

const payouts = (headers: Record<string, string>, query = "") => app.inject({ method: "GET", url: `/api/seller/payouts${query}`, headers });
const raise = (orderId: string, headers: Record<string, string>, queryText = "The fee looks too high.") =>
  app.inject({ method: "POST", url: `/api/seller/payouts/${orderId}/queries`, headers, payload: { queryText } });

describe("GET /api/seller/payouts", () => {
  it("computes fee, refunds and net payout for online and COD orders with partial refunds, and sums them", async () => {
    const seller = await signInAs(app, "seller");
    const online = await deliveredOrder(seller, { returnFirstLine: true });
    const cod = await deliveredOrder(seller, { paymentMethod: "cod", feeBasisPoints: 250, returnFirstLine: true });
    const paid = await deliveredOrder(seller);
    await app.ctx.db.update(orders).set({ payoutStatus: "Paid" }).where(eq(orders.id, paid.id));
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }], status: "Shipped" });

    const res = await payouts(seller.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = (id: string) => body.orders.find((o: { orderId: string }) => o.orderId === id);
    // ₹1,000 − ₹400 refunded = ₹600; 5% of it is ₹30.
    expect(row(online.id)).toMatchObject({ paymentMethod: "online", totalAmount: 100_000, feePercent: 5, platformFee: 3000, refundedAmount: 40_000, netPayout: 57_000, payoutStatus: "Pending" });
    // COD: the line's share of the ₹100 advance (₹40) refunded online and of the ₹900 collected (₹360) by hand, ₹400 in all; 2.5% of ₹600 is ₹15.
    expect(row(cod.id)).toMatchObject({ paymentMethod: "cod", totalAmount: 100_000, feePercent: 2.5, platformFee: 1500, refundedAmount: 40_000, netPayout: 58_500 });
    expect(row(paid.id)).toMatchObject({ platformFee: 5000, refundedAmount: 0, netPayout: 95_000, payoutStatus: "Paid", openQuery: null });
    expect(body.total).toBe(3); // the shipped order is not delivered yet
    expect(body.summary).toEqual({ totalEarnings: 210_500, pendingPayout: 115_500, paidOut: 95_000 });
    for (const r of body.orders) {
      expect(r.platformFee + r.netPayout + r.refundedAmount).toBe(r.totalAmount);
      expect(Date.parse(r.payoutDueAt) - Date.parse(r.deliveredAt)).toBe(7 * DAY);
    }
  });

  it("shows Hold while a return request on the order is open", async () => {
    const seller = await signInAs(app, "seller");
    const order = await deliveredOrder(seller);
    const [item] = await app.ctx.db.query.orderItems.findMany({ where: (t, { eq: is }) => is(t.orderId, order.id) });
    await app.inject({
      method: "POST",
      url: `/api/buyer/orders/${order.id}/returns`,
      headers: buyer.headers,
      payload: { orderItemId: item!.id, requestType: "exchange", quantity: 1, reason: "Wrong colour" },
    });
    expect((await payouts(seller.headers)).json().orders[0]).toMatchObject({ orderId: order.id, payoutStatus: "Hold" });
  });

  it("answers 401 to anonymous callers and 403 to buyers", async () => {
    expect((await payouts({ origin: TEST_ORIGIN })).statusCode).toBe(401);
    expect((await payouts(buyer.headers)).statusCode).toBe(403);
  });
});

describe("POST /api/seller/payouts/:orderId/queries", () => {
  it("raises one open query per order, shown on its row; another once it is resolved", async () => {
    const seller = await signInAs(app, "seller");
    const order = await deliveredOrder(seller);
    const first = await raise(order.id, seller.headers);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ orderId: order.id, status: "open", queryText: "The fee looks too high.", resolvedAt: null });
    const again = await raise(order.id, seller.headers, "Any news?");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("PAYOUT_QUERY_OPEN");
    expect((await payouts(seller.headers)).json().orders[0].openQuery).toMatchObject({ id: first.json().id });

    await app.ctx.db.update(payoutQueries).set({ status: "resolved", resolvedAt: new Date() }).where(eq(payoutQueries.orderId, order.id));
    expect((await raise(order.id, seller.headers, "Any news?")).statusCode).toBe(201);
  });

  it("lets two concurrent submissions open only one query", async () => {
    const seller = await signInAs(app, "seller");
    const order = await deliveredOrder(seller);
    const answers = await Promise.all([raise(order.id, seller.headers), raise(order.id, seller.headers)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses blank text, undelivered orders, other sellers' orders, buyers and anonymous callers", async () => {
    const seller = await signInAs(app, "seller");
    const other = await signInAs(app, "seller");
    const order = await deliveredOrder(seller);
    expect((await raise(order.id, seller.headers, "   ")).statusCode).toBe(400);
    expect((await raise(order.id, other.headers)).statusCode).toBe(404);
    expect((await raise(order.id, buyer.headers)).statusCode).toBe(403);
    expect((await raise(order.id, { origin: TEST_ORIGIN })).statusCode).toBe(401);
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const pending = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }] });
    const res = await raise(pending.order.id, seller.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("PAYOUT_ORDER_NOT_DELIVERED");
  });
});

describe("fee snapshot on order creation", () => {
  async function paidOrderOf(sellerId: string) {
    const product = await createCatalogueProduct(app.ctx.db, sellerId, { price: 10_000 });
    const shopper = await createUserWithProfile(app.ctx.db, { email: `fee-${randomUUID()}@example.test`, password: "Passw0rd!x", accountType: "buyer" });
    const { orderId, paymentSessionId } = await createCheckout(
      app.ctx,
      { id: shopper.id, email: `${shopper.id}@example.test` },
      checkoutRequest([{ productId: product.id, quantity: 1 }]),
    );
    await payInSimulator(app, paymentSessionId, "pay");
    expect((await checkPaymentStatus(app.ctx, shopper.id, orderId)).status).toBe("paid");
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.sellerId, sellerId));
    return order!;
  }
  const setGlobalFee = (value: unknown) =>
    app.ctx.db.insert(platformSettings).values({ key: "global_platform_fee", value }).onConflictDoUpdate({ target: platformSettings.key, set: { value } });

  it("takes the global fee or the seller's own when the order is created, and keeps it when either changes later", async () => {
    await setGlobalFee(5);
    const plain = await createTestSeller(app.ctx.db);
    const own = await createTestSeller(app.ctx.db);
    await app.ctx.db.update(profiles).set({ platformFeePercentage: "2.50" }).where(eq(profiles.id, own.id));

    const before = await paidOrderOf(plain.id);
    const ownOrder = await paidOrderOf(own.id);
    expect(before.platformFeeBasisPoints).toBe(500);
    expect(ownOrder.platformFeeBasisPoints).toBe(250);

    await setGlobalFee(9);
    await app.ctx.db.update(profiles).set({ platformFeePercentage: "1" }).where(eq(profiles.id, own.id));
    const [still] = await app.ctx.db.select().from(orders).where(eq(orders.id, before.id));
    const [ownStill] = await app.ctx.db.select().from(orders).where(eq(orders.id, ownOrder.id));
    expect(still!.platformFeeBasisPoints).toBe(500);
    expect(ownStill!.platformFeeBasisPoints).toBe(250);
    const later = await createTestSeller(app.ctx.db);
    expect((await paidOrderOf(later.id)).platformFeeBasisPoints).toBe(900);
    await setGlobalFee(5);
  });

  it("emails the seller about every new order", async () => {
    const seller = await createTestSeller(app.ctx.db);
    const order = await paidOrderOf(seller.id);
    const [account] = await app.ctx.db.query.user.findMany({ where: (t, { eq: is }) => is(t.id, seller.id) });
    const mails = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, account!.email.toLowerCase()));
    expect(mails.filter((m) => m.subject.startsWith(`New order ${order.orderNumber}:`))).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`You have a new order, ${order.orderNumber}, worth`);
    expect(mails[0]!.textBody).toContain(`/seller-dashboard/orders?q=${order.orderNumber}`);
  });
});
