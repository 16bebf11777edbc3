import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { checkouts, orderEvents, orderItems, orders, products, refunds, simRefunds } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { checkoutRequest, getPaymentStatus, payInSimulator, postCheckout } from "../../modules/checkout/test-factories";
import { simulatorWebhooks } from "../../platform/payments/simulator";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";

let app: App;
let headers: Record<string, string>;
let sellerA: string;
let sellerB: string;

beforeAll(async () => {
  app = await createTestApp();
  headers = (await signInAs(app, "buyer")).headers;
  sellerA = (await createTestSeller(app.ctx.db, { companyName: "Alpha Mills" })).id;
  sellerB = (await createTestSeller(app.ctx.db, { companyName: "Beta Traders" })).id;
});
afterAll(async () => app.close());

async function checkout(lines: { productId: string; quantity: number }[], paymentMethod: "online" | "cod" = "online", as = headers) {
  const res = await postCheckout(app, as, checkoutRequest(lines, { paymentMethod }));
  expect(res.statusCode).toBe(201);
  return res.json() as { orderId: string; paymentSessionId: string };
}
const stockOf = async (id: string) => (await app.ctx.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

describe("GET /api/payments/status/:orderId", () => {
  it("paid in the simulator: one order per seller at the snapshot prices, stock taken, once", async () => {
    const a = await createTestProduct(app.ctx.db, sellerA, { price: 10_000, stock: 100, tieredPricing: [{ quantity: 10, price: 9_500 }] });
    const b = await createTestProduct(app.ctx.db, sellerB, { price: 25_050, stock: 3 });
    const { orderId, paymentSessionId } = await checkout([{ productId: a.id, quantity: 10 }, { productId: b.id, quantity: 3 }], "cod");

    // The catalogue changes after checkout: the buyer still pays what was priced.
    await app.ctx.db.update(products).set({ price: 99_999, tieredPricing: [] }).where(eq(products.id, a.id));
    const redirect = await payInSimulator(app, paymentSessionId, "pay");
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe(`${TEST_ORIGIN}/payment-status?order_id=${orderId}`);

    const res = await getPaymentStatus(app, headers, orderId);
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(status).toMatchObject({ orderId, status: "paid", providerStatus: "PAID", paymentMethod: "cod", totalAmount: 170_150, amountPaidOnline: 17_015 });
    expect(status.orders).toHaveLength(2);
    const [first, second] = status.orders.sort((x: { totalAmount: number }, y: { totalAmount: number }) => y.totalAmount - x.totalAmount);
    expect(first).toMatchObject({ sellerCompanyName: "Alpha Mills", status: "Pending", totalAmount: 95_000, paymentMethod: "cod" });
    expect(first.items).toEqual([{ productId: a.id, productName: a.name, quantity: 10, price: 9_500 }]);
    expect(second).toMatchObject({ sellerCompanyName: "Beta Traders", totalAmount: 75_150 });
    expect(first.advanceAmount + second.advanceAmount).toBe(17_015);

    await simulatorWebhooks(app.ctx).settled();
    expect((await getPaymentStatus(app, headers, orderId)).json().orders).toHaveLength(2);
    const [row] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, orderId));
    expect(row).toMatchObject({ status: "paid" });
    expect(row!.providerPaymentId).toBeTruthy();
    const created = await app.ctx.db.select().from(orders).where(eq(orders.checkoutId, row!.id));
    expect(created).toHaveLength(2);
    const events = await app.ctx.db.select().from(orderEvents).where(inArray(orderEvents.orderId, created.map((o) => o.id)));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorRole])).toEqual([[null, "Pending", "system"], [null, "Pending", "system"]]);
    expect(await stockOf(a.id)).toBe(90);
    expect(await stockOf(b.id)).toBe(0);
  });

  it("left pending: pending with the provider's ACTIVE, and nothing created", async () => {
    const p = await createTestProduct(app.ctx.db, sellerA, { stock: 10 });
    const { orderId, paymentSessionId } = await checkout([{ productId: p.id, quantity: 2 }]);
    expect((await payInSimulator(app, paymentSessionId, "pending")).statusCode).toBe(303);
    const status = (await getPaymentStatus(app, headers, orderId)).json();
    expect(status).toMatchObject({ status: "pending", providerStatus: "ACTIVE", orders: [] });
    expect(await stockOf(p.id)).toBe(10);
  });

  it("failed in the simulator: failed with the attempt's status, checkout marked failed, nothing created", async () => {
    const p = await createTestProduct(app.ctx.db, sellerA, { stock: 10 });
    const { orderId, paymentSessionId } = await checkout([{ productId: p.id, quantity: 2 }]);
    await payInSimulator(app, paymentSessionId, "fail");
    const status = (await getPaymentStatus(app, headers, orderId)).json();
    expect(status).toMatchObject({ status: "failed", providerStatus: "FAILED", orders: [] });
    await simulatorWebhooks(app.ctx).settled();
    const [row] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, orderId));
    expect(row!.status).toBe("failed");
    expect(await app.ctx.db.select().from(orders).where(eq(orders.checkoutId, row!.id))).toHaveLength(0);
    expect(await stockOf(p.id)).toBe(10);
  });

  it("stock ran out before payment: the paid amount is refunded and the buyer told", async () => {
    const p = await createTestProduct(app.ctx.db, sellerA, { price: 20_000, stock: 5 });
    const first = await checkout([{ productId: p.id, quantity: 5 }]);
    const second = await checkout([{ productId: p.id, quantity: 5 }]);
    await payInSimulator(app, first.paymentSessionId, "pay");
    await payInSimulator(app, second.paymentSessionId, "pay");
    expect((await getPaymentStatus(app, headers, first.orderId)).json().status).toBe("paid");
    const refunded = (await getPaymentStatus(app, headers, second.orderId)).json();
    expect(refunded).toMatchObject({ status: "refunded", orders: [], refund: { status: "success", amount: 100_000 } });
    await simulatorWebhooks(app.ctx).settled();
    expect((await getPaymentStatus(app, headers, second.orderId)).json().status).toBe("refunded");
    expect(await stockOf(p.id)).toBe(0);
    expect(await app.ctx.db.select().from(simRefunds).where(eq(simRefunds.orderId, second.orderId))).toHaveLength(1);
    const [row] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, second.orderId));
    expect(await app.ctx.db.select().from(refunds).where(eq(refunds.checkoutId, row!.id))).toHaveLength(1);
    expect(await app.ctx.db.select().from(orderItems).where(eq(orderItems.productId, p.id))).toHaveLength(1);
  });

  it("answers 404 for another buyer's checkout and an unknown id, 401 when signed out, 422 for a subscription id", async () => {
    const p = await createTestProduct(app.ctx.db, sellerA);
    const { orderId } = await checkout([{ productId: p.id, quantity: 1 }]);
    const other = await signInAs(app, "buyer");
    expect((await getPaymentStatus(app, other.headers, orderId)).statusCode).toBe(404);
    expect((await getPaymentStatus(app, headers, "no_such_order_1")).statusCode).toBe(404);
    expect((await getPaymentStatus(app, { origin: TEST_ORIGIN }, orderId)).statusCode).toBe(401);
    const sub = await getPaymentStatus(app, headers, "sub_Premium_1700000000000");
    expect(sub.statusCode).toBe(422);
    expect(sub.json().error.code).toBe("SUBSCRIPTION_PAYMENT_ELSEWHERE");
  });
});
