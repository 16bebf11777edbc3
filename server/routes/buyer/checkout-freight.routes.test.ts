import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryWindow, indianDate, type FreightRules } from "@domain/freight";
import type { App } from "../../app";
import { checkouts, orders, refunds } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { checkoutRequest, getPaymentStatus, payInSimulator, postCheckout } from "../../modules/checkout/test-factories";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";
import { signIn, signInAs } from "../../test/sign-in";

let app: App;
let headers: Record<string, string>;
/** Dispatches from Surat (395003); the buyer's checkout address is in Mumbai (400050): another state. */
let surat: string;
const suratEmail = `surat-${randomUUID().slice(0, 8)}@example.test`;
/** Dispatches from Mumbai (400001): the same district as the buyer. */
let mumbai: string;

const SURAT = { address: "1 Ring Road", city: "Surat", state: "Gujarat", zip: "395003", country: "India" };
const MUMBAI = { address: "5 Fort", city: "Mumbai", state: "Maharashtra", zip: "400001", country: "India" };
const RULES: FreightRules = {
  same_city: { kind: "flat", amount: 5_000, freeAbove: 1_000_000 },
  same_state: { kind: "flat", amount: 10_000, freeAbove: null },
  rest_of_india: { kind: "per_unit", amount: 1_200, freeAbove: 500_000 },
};

beforeAll(async () => {
  app = await createTestApp();
  headers = (await signInAs(app, "buyer")).headers;
  surat = (await createTestSeller(app.ctx.db, { email: suratEmail, companyName: "Surat Weaves", billingAddress: SURAT, freightRules: RULES })).id;
  mumbai = (await createTestSeller(app.ctx.db, { companyName: "Fort Traders", billingAddress: MUMBAI, freightRules: null })).id;
});
afterAll(async () => app.close());

const loadCheckout = async (orderId: string) => (await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, orderId)))[0]!;

describe("freight priced by the server", () => {
  it("adds each seller's freight for the delivery PIN code to its order, and the COD advance is 10% of it all", async () => {
    const saree = await createTestProduct(app.ctx.db, surat, { price: 20_000, dispatchDays: 3 });
    const soap = await createTestProduct(app.ctx.db, mumbai, { price: 5_000 });
    const res = await postCheckout(
      app,
      headers,
      checkoutRequest([{ productId: saree.id, quantity: 10 }, { productId: soap.id, quantity: 4 }], { paymentMethod: "cod" }),
    );
    expect(res.statusCode).toBe(201);
    const checkout = await loadCheckout(res.json().orderId);
    // Surat → Mumbai: rest of India, ₹12 a unit below ₹5,000 of goods. Mumbai → Mumbai: the default ₹100 same-city charge.
    const today = indianDate(new Date());
    expect(checkout.snapshot.sellers).toEqual([
      { sellerId: surat, goods: 200_000, freight: 12_000, total: 212_000, advance: 21_200, window: deliveryWindow(today, 3, "rest_of_india") },
      { sellerId: mumbai, goods: 20_000, freight: 10_000, total: 30_000, advance: 3_000, window: deliveryWindow(today, 2, "same_city") },
    ]);
    expect(checkout).toMatchObject({ totalAmount: 242_000, amount: 24_200 });
  });

  it("ignores what the browser thinks: a total, an amount or a freight in the request is refused, never charged", async () => {
    const saree = await createTestProduct(app.ctx.db, surat, { price: 20_000 });
    const body = checkoutRequest([{ productId: saree.id, quantity: 1 }]);
    for (const extra of [{ total: 100 }, { totalAmount: 100 }, { freight: 0 }, { freightAmount: 0 }]) {
      const res = await postCheckout(app, headers, { ...body, ...extra });
      expect(res.statusCode).toBe(400);
    }
    const ok = await postCheckout(app, headers, body);
    expect(await loadCheckout(ok.json().orderId)).toMatchObject({ totalAmount: 20_000 + 1_200, amount: 21_200 });
  });

  it("free at or above the zone's free-above value", async () => {
    const saree = await createTestProduct(app.ctx.db, surat, { price: 50_000 });
    const res = await postCheckout(app, headers, checkoutRequest([{ productId: saree.id, quantity: 10 }]));
    expect((await loadCheckout(res.json().orderId)).snapshot.sellers[0]).toMatchObject({ goods: 500_000, freight: 0, total: 500_000 });
  });

  it("the paid order carries its freight, total and delivery window; cancelling it refunds the freight too", async () => {
    const saree = await createTestProduct(app.ctx.db, surat, { price: 20_000, dispatchDays: 1 });
    const { orderId, paymentSessionId } = (await postCheckout(app, headers, checkoutRequest([{ productId: saree.id, quantity: 5 }]))).json();
    expect((await payInSimulator(app, paymentSessionId, "pay")).statusCode).toBe(303);
    expect((await getPaymentStatus(app, headers, orderId)).json()).toMatchObject({ status: "paid", totalAmount: 106_000 });
    const checkout = await loadCheckout(orderId);
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.checkoutId, checkout.id));
    const window = deliveryWindow(indianDate(new Date()), 1, "rest_of_india");
    expect(order).toMatchObject({ totalAmount: 106_000, freightAmount: 6_000, advanceAmount: 106_000, deliveryEarliest: window.earliest, deliveryLatest: window.latest });

    const cancelled = await app.inject({ method: "POST", url: `/api/buyer/orders/${order!.id}/cancel`, headers: { ...headers, origin: TEST_ORIGIN } });
    expect(cancelled.statusCode).toBe(200);
    const [refund] = await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order!.id));
    // What was paid: ₹1,000 of goods and ₹60 of freight.
    expect(refund).toMatchObject({ amount: 106_000 });
  });

  it("the seller's and the admin's order rows carry the freight within the total", async () => {
    const saree = await createTestProduct(app.ctx.db, surat, { price: 20_000 });
    const { orderId, paymentSessionId } = (await postCheckout(app, headers, checkoutRequest([{ productId: saree.id, quantity: 5 }]))).json();
    await payInSimulator(app, paymentSessionId, "pay");
    await getPaymentStatus(app, headers, orderId);
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.checkoutId, (await loadCheckout(orderId)).id));
    const amounts = { id: order!.id, totalAmount: 106_000, freightAmount: 6_000 };

    const seller = { cookie: await signIn(app, suratEmail, "Passw0rd!x") };
    const sellerRows = (await app.inject({ url: `/api/seller/orders?q=${order!.orderNumber}`, headers: seller })).json().orders;
    expect(sellerRows).toEqual([expect.objectContaining(amounts)]);
    const admin = await signInAs(app, "admin");
    const adminRows = (await app.inject({ url: `/api/admin/orders?q=${order!.orderNumber}`, headers: admin.headers })).json().orders;
    expect(adminRows).toEqual([expect.objectContaining(amounts)]);
  });

  it("cash on delivery: a cancellation refunds the advance, whose 10% was of goods and freight", async () => {
    const saree = await createTestProduct(app.ctx.db, surat, { price: 20_000 });
    const { orderId, paymentSessionId } = (
      await postCheckout(app, headers, checkoutRequest([{ productId: saree.id, quantity: 5 }], { paymentMethod: "cod" }))
    ).json();
    await payInSimulator(app, paymentSessionId, "pay");
    await getPaymentStatus(app, headers, orderId);
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.checkoutId, (await loadCheckout(orderId)).id));
    expect(order).toMatchObject({ totalAmount: 106_000, freightAmount: 6_000, advanceAmount: 10_600 });
    await app.inject({ method: "POST", url: `/api/buyer/orders/${order!.id}/cancel`, headers: { ...headers, origin: TEST_ORIGIN } });
    const [refund] = await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order!.id));
    expect(refund).toMatchObject({ amount: 10_600 });
  });
});

describe("POST /api/public/cart/check with a delivery PIN code", () => {
  it("answers each seller's rule and window for the PIN code, and nothing without one", async () => {
    const saree = await createTestProduct(app.ctx.db, surat, { price: 20_000 });
    const soap = await createTestProduct(app.ctx.db, mumbai, { price: 5_000, dispatchDays: 4 });
    const lines = [{ productId: saree.id, quantity: 2 }, { productId: soap.id, quantity: 1 }];
    const res = await app.inject({ method: "POST", url: "/api/public/cart/check", payload: { lines, deliveryPinCode: "395007" } });
    expect(res.statusCode).toBe(200);
    const today = indianDate(new Date());
    expect(res.json().delivery).toEqual({
      pinCode: "395007",
      place: { state: "Gujarat", district: "Surat" },
      sellers: [
        { sellerId: surat, zone: "same_city", freight: RULES.same_city, dispatchDays: 2, window: deliveryWindow(today, 2, "same_city") },
        {
          sellerId: mumbai,
          zone: "rest_of_india",
          freight: { kind: "flat", amount: 40_000, freeAbove: 2_000_000 },
          dispatchDays: 4,
          window: deliveryWindow(today, 4, "rest_of_india"),
        },
      ],
    });
    const none = await app.inject({ method: "POST", url: "/api/public/cart/check", payload: { lines } });
    expect(none.json().delivery).toBeNull();
    const bad = await app.inject({ method: "POST", url: "/api/public/cart/check", payload: { lines, deliveryPinCode: "12345" } });
    expect(bad.statusCode).toBe(400);
  });

  it("uses a signed-in buyer's saved shipping address when no PIN code is sent", async () => {
    const saree = await createTestProduct(app.ctx.db, surat, { price: 20_000 });
    // The earlier checkouts saved the buyer's Mumbai address to the profile.
    const res = await app.inject({ method: "POST", url: "/api/public/cart/check", headers, payload: { lines: [{ productId: saree.id, quantity: 1 }] } });
    expect(res.json().delivery).toMatchObject({ pinCode: "400050", place: { state: "Maharashtra", district: "Mumbai" }, sellers: [{ zone: "rest_of_india" }] });
  });
});
