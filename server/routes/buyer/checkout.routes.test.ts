import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { checkouts, profiles, simOrders } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { checkoutRequest, postCheckout } from "../../modules/checkout/test-factories";
import { createCashfreeClient } from "../../platform/payments/cashfree-client";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";

let app: App;
let headers: Record<string, string>;
let buyerId: string;
let sellerA: string;
let sellerB: string;

beforeAll(async () => {
  app = await createTestApp();
  const buyer = await signInAs(app, "buyer");
  headers = buyer.headers;
  buyerId = buyer.profile.id;
  sellerA = (await createTestSeller(app.ctx.db, { companyName: "Alpha Mills" })).id;
  sellerB = (await createTestSeller(app.ctx.db, { companyName: "Beta Traders" })).id;
});
afterAll(async () => app.close());

const product = (sellerId: string, input: Parameters<typeof createTestProduct>[2] = {}) => createTestProduct(app.ctx.db, sellerId, input);
const loadCheckout = async (orderId: string) =>
  (await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, orderId)))[0]!;

describe("POST /api/buyer/checkouts", () => {
  it("prices the cart on the server, stores the snapshot, saves the profile and opens the provider order", async () => {
    const rice = await product(sellerA, { name: "Basmati Rice 25kg", price: 10_000, tieredPricing: [{ quantity: 50, price: 9_000 }] });
    const res = await postCheckout(app, headers, checkoutRequest([{ productId: rice.id, quantity: 60 }]));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["orderId", "paymentMode", "paymentSessionId"]);
    expect(body.paymentMode).toBe("simulator");
    expect(body.orderId).toMatch(/^Basmati_Rice_25kg_\d+_[a-z0-9]+$/);
    expect(body.orderId.length).toBeLessThanOrEqual(45);

    const checkout = await loadCheckout(body.orderId);
    expect(checkout).toMatchObject({ status: "created", amount: 540_000, totalAmount: 540_000, paymentMethod: "online", providerSessionId: body.paymentSessionId });
    expect(checkout.snapshot.lines).toEqual([
      { productId: rice.id, sellerId: sellerA, name: "Basmati Rice 25kg", quantity: 60, unitPrice: 9_000, lineTotal: 540_000 },
    ]);
    expect(checkout.snapshot.contact).toMatchObject({ firstName: "Asha", lastName: "Patel", phone: "9876543210" });

    const [simOrder] = await app.ctx.db.select().from(simOrders).where(eq(simOrders.orderId, body.orderId));
    expect(simOrder!.amount).toBe(540_000);
    expect(simOrder!.request).toMatchObject({
      customer_details: { customer_id: buyerId, customer_phone: "9876543210", customer_name: "Asha Patel" },
      order_meta: {
        return_url: `${TEST_ORIGIN}/payment-status?order_id={order_id}`,
        notify_url: `${TEST_ORIGIN}/api/payments/webhook`,
      },
    });

    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, buyerId));
    expect(profile).toMatchObject({ firstName: "Asha", lastName: "Patel", phone: "9876543210" });
    expect(profile!.shippingAddress).toMatchObject({ city: "Mumbai", zip: "400050" });
    expect(profile!.billingAddress).toEqual(profile!.shippingAddress);
  });

  it("opens the simulator's payment page showing the checkout's own reference, what it is for, and Cashfree's id", async () => {
    const tea = await product(sellerA, { name: "Assam Tea 1kg", price: 25_000 });
    const { orderId, paymentSessionId } = (await postCheckout(app, headers, checkoutRequest([{ productId: tea.id, quantity: 3 }]))).json();
    const page = await app.inject({ method: "GET", url: `/simulator/checkout/${encodeURIComponent(paymentSessionId)}` });
    expect(page.statusCode).toBe(200);
    const [simOrder] = await app.ctx.db.select().from(simOrders).where(eq(simOrders.orderId, orderId));
    expect(page.body).toContain(`<dt>Order reference</dt><dd data-testid="merchant-order-id">${orderId}</dd>`);
    expect(page.body).toContain("<dt>For</dt><dd>BulkBazaar: 3 units from 1 seller(s), paid online</dd>");
    expect(page.body).toContain(`<dt>Cashfree order ID</dt><dd>${simOrder!.cfOrderId}</dd>`);
  });

  it("COD: charges 10% now, split across sellers so the advances add up exactly", async () => {
    const a = await product(sellerA, { price: 3_333 });
    const b = await product(sellerB, { price: 6_667 });
    const billingAddress = { address: "2 Park Street", city: "Kolkata", state: "West Bengal", zip: "700016", country: "India" };
    const res = await postCheckout(
      app,
      headers,
      checkoutRequest([{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1 }], { paymentMethod: "cod", billingSameAsShipping: false, billingAddress }),
    );
    expect(res.statusCode).toBe(201);
    const checkout = await loadCheckout(res.json().orderId);
    expect(checkout).toMatchObject({ amount: 1_000, totalAmount: 10_000, paymentMethod: "cod" });
    expect(checkout.snapshot.sellers).toMatchObject([
      { sellerId: sellerA, goods: 3_333, freight: 0, total: 3_333, advance: 333 },
      { sellerId: sellerB, goods: 6_667, freight: 0, total: 6_667, advance: 667 },
    ]);
    expect(checkout.snapshot.billingAddress).toEqual(billingAddress);
  });

  it("answers 502 “Failed to create payment session.” when the provider cannot be reached, and marks the checkout failed", async () => {
    const p = await product(sellerA);
    const real = app.ctx.payments;
    app.ctx.payments = { ...real, cashfree: createCashfreeClient({ baseUrl: "http://127.0.0.1:9", clientId: "a", clientSecret: "b", timeoutMs: 2000 }) };
    try {
      const res = await postCheckout(app, headers, checkoutRequest([{ productId: p.id, quantity: 1 }]));
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatchObject({ code: "PAYMENT_SESSION_FAILED", message: "Failed to create payment session." });
    } finally {
      app.ctx.payments = real;
    }
    const [latest] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.buyerId, buyerId)).orderBy(desc(checkouts.createdAt)).limit(1);
    expect(latest!.status).toBe("failed");
  });

  describe("refuses", () => {
    // A buyer of its own, so these many requests stay under the per-buyer rate limit.
    beforeAll(async () => {
      headers = (await signInAs(app, "buyer")).headers;
    });

    it("anyone not signed in (401) and sellers (403)", async () => {
      const p = await product(sellerA);
      const body = checkoutRequest([{ productId: p.id, quantity: 1 }]);
      expect((await postCheckout(app, { origin: TEST_ORIGIN }, body)).statusCode).toBe(401);
      const seller = await signInAs(app, "seller");
      expect((await postCheckout(app, seller.headers, body)).statusCode).toBe(403);
    });

    it.each([
      ["an inactive product", { isActive: false }, 1, "PRODUCT_UNAVAILABLE", "is no longer available"],
      ["a quantity under the minimum order", { minOrderQuantity: 10 }, 9, "BELOW_MIN_ORDER", "The minimum order for"],
      ["a quantity above the stock", { stock: 5 }, 6, "INSUFFICIENT_STOCK", "Only 5 of"],
      ["an out-of-stock product", { stock: 0 }, 1, "INSUFFICIENT_STOCK", "is out of stock"],
      ["a product without any price", { price: 0 }, 1, "PRODUCT_NOT_PRICED", "has no price yet"],
    ])("%s with 422 naming the product", async (_what, columns, quantity, code, message) => {
      const p = await product(sellerA, { name: "Steel Bolts M8", ...columns });
      const res = await postCheckout(app, headers, checkoutRequest([{ productId: p.id, quantity }]));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code, details: { productId: p.id } });
      expect(res.json().error.message).toContain(message);
      expect(res.json().error.message).toContain(code === "PRODUCT_UNAVAILABLE" || code === "PRODUCT_NOT_PRICED" ? "“Steel Bolts M8”" : "Steel Bolts M8");
    });

    it("a product of a deactivated seller, and an unknown product", async () => {
      const gone = await createTestSeller(app.ctx.db, { isActive: false });
      const p = await product(gone.id);
      expect((await postCheckout(app, headers, checkoutRequest([{ productId: p.id, quantity: 1 }]))).json().error.code).toBe("PRODUCT_UNAVAILABLE");
      const unknown = await postCheckout(app, headers, checkoutRequest([{ productId: crypto.randomUUID(), quantity: 1 }]));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error.code).toBe("PRODUCT_UNAVAILABLE");
    });

    it("an amount under ₹1 to pay online", async () => {
      const p = await product(sellerA, { price: 500 });
      const res = await postCheckout(app, headers, checkoutRequest([{ productId: p.id, quantity: 1 }], { paymentMethod: "cod" }));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe("AMOUNT_TOO_SMALL");
    });

    it.each([
      ["a price on a line", (b: Record<string, unknown>, id: string) => ({ ...b, lines: [{ productId: id, quantity: 1, price: 1 }] })],
      ["a unit price on a line", (b: Record<string, unknown>, id: string) => ({ ...b, lines: [{ productId: id, quantity: 1, unitPrice: 1 }] })],
      ["a seller id on a line", (b: Record<string, unknown>, id: string) => ({ ...b, lines: [{ productId: id, quantity: 1, sellerId: sellerB }] })],
      ["a total", (b: Record<string, unknown>) => ({ ...b, totalAmount: 100 })],
      ["an amount", (b: Record<string, unknown>) => ({ ...b, amount: 100 })],
      ["a status", (b: Record<string, unknown>) => ({ ...b, status: "paid" })],
      ["an advance", (b: Record<string, unknown>) => ({ ...b, advanceAmount: 1 })],
    ])("a client that sends %s (400, nothing stored)", async (_what, tamper) => {
      const p = await product(sellerA);
      const before = (await app.ctx.db.select().from(checkouts)).length;
      const res = await postCheckout(app, headers, tamper(checkoutRequest([{ productId: p.id, quantity: 1 }]) as Record<string, unknown>, p.id));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
      expect((await app.ctx.db.select().from(checkouts)).length).toBe(before);
    });

    it.each([
      ["an empty cart", { lines: [] }],
      ["a mobile that is not Indian", { phone: "12345" }],
      ["a PIN code that is not six digits", { shippingAddress: { address: "x", city: "Pune", state: "Maharashtra", zip: "0110", country: "India" } }],
      ["a state that is not Indian", { shippingAddress: { address: "x", city: "Pune", state: "Bavaria", zip: "411001", country: "India" } }],
      ["no billing address when billing differs", { billingSameAsShipping: false }],
      ["an unknown payment method", { paymentMethod: "card" }],
      ["a blank first name", { firstName: "  " }],
    ])("%s (400)", async (_what, overrides) => {
      const p = await product(sellerA);
      const body = { ...checkoutRequest([{ productId: p.id, quantity: 1 }]), ...overrides };
      const res = await postCheckout(app, headers, body);
      expect(res.statusCode).toBe(400);
    });

    it("the same product twice, and a fractional quantity (400)", async () => {
      const p = await product(sellerA);
      expect((await postCheckout(app, headers, checkoutRequest([{ productId: p.id, quantity: 1 }, { productId: p.id, quantity: 2 }]))).statusCode).toBe(400);
      expect((await postCheckout(app, headers, checkoutRequest([{ productId: p.id, quantity: 1.5 }]))).statusCode).toBe(400);
    });
  });
});

describe("POST /api/public/cart/check", () => {
  it("answers the catalogue's current price, stock and availability for each line, to anyone", async () => {
    const live = await product(sellerA, { price: 10_000, stock: 7, minOrderQuantity: 2, tieredPricing: [{ quantity: 10, price: 8_000 }] });
    const off = await product(sellerA, { isActive: false, name: "Retired Widget" });
    const missing = crypto.randomUUID();
    const res = await app.inject({
      method: "POST",
      url: "/api/public/cart/check",
      headers: { origin: TEST_ORIGIN },
      payload: { lines: [{ productId: live.id, quantity: 12 }, { productId: off.id, quantity: 1 }, { productId: missing, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    const [a, b, c] = res.json().lines;
    expect(a).toMatchObject({ productId: live.id, available: true, stock: 7, minOrderQuantity: 2, price: 10_000, unitPrice: 8_000 });
    expect(b).toMatchObject({ productId: off.id, available: false, name: "Retired Widget" });
    expect(c).toMatchObject({ productId: missing, available: false, name: null });
  });

  it("refuses prices sent with the lines", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/public/cart/check",
      headers: { origin: TEST_ORIGIN },
      payload: { lines: [{ productId: crypto.randomUUID(), quantity: 1, price: 5 }] },
    });
    expect(res.statusCode).toBe(400);
  });
});
