import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CHECKOUT_LINES } from "@domain/checkout-limits";
import type { App } from "../../app";
import { cartLines, products, profiles } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { checkoutRequest, payInSimulator, postCheckout } from "../../modules/checkout/test-factories";
import { checkPaymentStatus } from "../../modules/payments/check-payment-status";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let sellerId: string;
beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
  sellerId = (await createTestSeller(app.ctx.db, { companyName: "Alpha Mills" })).id;
});
afterAll(async () => app.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, path: string, payload?: object, headers = buyer.headers) =>
  app.inject({ method, url: `/api/buyer${path}`, headers, ...(payload ? { payload } : {}) });
const product = (input: Parameters<typeof createTestProduct>[2] = {}) => createTestProduct(app.ctx.db, sellerId, input);
const quantities = (cart: { lines: { productId: string; quantity: number }[] }) => Object.fromEntries(cart.lines.map((l) => [l.productId, l.quantity]));
const newBuyer = () => signInAs(app, "buyer");

describe("the buyer's cart", () => {
  it("adds, sets, lists with the product's current data, removes and empties", async () => {
    const { headers } = await newBuyer();
    const rice = await product({ name: "Basmati Rice", price: 10_000, tieredPricing: [{ quantity: 50, price: 9_000 }], minOrderQuantity: 10, stock: 500 });
    const dal = await product({ name: "Toor Dal", price: 5_000, stock: 100 });

    expect((await call("GET", "/cart", undefined, headers)).json()).toEqual({ lines: [] });
    const added = await call("POST", "/cart/lines", { productId: rice.id, quantity: 20 }, headers);
    expect(added.statusCode).toBe(200);
    expect(added.json().added).toEqual([{ productId: rice.id, name: "Basmati Rice", quantity: 20 }]);
    await call("POST", "/cart/lines", { productId: rice.id, quantity: 40 }, headers); // summed: 60, the 50+ tier
    await call("PUT", `/cart/lines/${dal.id}`, { quantity: 3 }, headers);

    const cart = (await call("GET", "/cart", undefined, headers)).json();
    expect(cart.lines).toEqual([
      {
        productId: rice.id,
        quantity: 60,
        name: "Basmati Rice",
        imageUrl: null,
        sellerId,
        sellerName: "Alpha Mills",
        available: true,
        price: 10_000,
        tieredPricing: [{ quantity: 50, price: 9_000 }],
        minOrderQuantity: 10,
        stock: 500,
        unitPrice: 9_000,
        quote: null,
      },
      expect.objectContaining({ productId: dal.id, quantity: 3, unitPrice: 5_000 }),
    ]);

    // The catalogue's changes show at once: the cart stores only what was chosen.
    await app.ctx.db.update(products).set({ name: "Basmati Rice, 25 kg", isActive: false }).where(eq(products.id, rice.id));
    expect((await call("GET", "/cart", undefined, headers)).json().lines[0]).toMatchObject({ name: "Basmati Rice, 25 kg", available: false });

    expect(quantities((await call("DELETE", `/cart/lines/${rice.id}`, undefined, headers)).json())).toEqual({ [dal.id]: 3 });
    expect((await call("DELETE", "/cart", undefined, headers)).json()).toEqual({ lines: [] });
    expect((await call("GET", "/cart", undefined, headers)).json()).toEqual({ lines: [] });
  });

  it("holds each quantity between the minimum order and the stock, and says so", async () => {
    const { headers } = await newBuyer();
    const towels = await product({ name: "Towels", minOrderQuantity: 10, stock: 40 });
    const low = await call("PUT", `/cart/lines/${towels.id}`, { quantity: 4 }, headers);
    expect(low.json().changes).toEqual([{ productId: towels.id, name: "Towels", kind: "raisedToMinimum", quantity: 10 }]);
    const high = await call("PUT", `/cart/lines/${towels.id}`, { quantity: 400 }, headers);
    expect(high.json().changes).toEqual([{ productId: towels.id, name: "Towels", kind: "capped", quantity: 40 }]);
    expect(quantities(high.json().cart)).toEqual({ [towels.id]: 40 });
    const more = await call("POST", "/cart/lines", { productId: towels.id, quantity: 10 }, headers);
    expect(more.json().changes[0]).toMatchObject({ kind: "capped", quantity: 40 });
  });

  it("refuses what cannot be bought: unknown, inactive, out of stock (422), and a bad quantity (400)", async () => {
    const { headers } = await newBuyer();
    const hidden = await product({ isActive: false });
    const scarce = await product({ name: "Scarce", minOrderQuantity: 10, stock: 9 });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("POST", "/cart/lines", { productId: unknown, quantity: 1 }, headers)).json().error.code).toBe("PRODUCT_UNAVAILABLE");
    expect((await call("PUT", `/cart/lines/${hidden.id}`, { quantity: 1 }, headers)).json().error.code).toBe("PRODUCT_UNAVAILABLE");
    const out = await call("POST", "/cart/lines", { productId: scarce.id, quantity: 10 }, headers);
    expect([out.statusCode, out.json().error.code]).toEqual([422, "INSUFFICIENT_STOCK"]);
    expect((await call("PUT", `/cart/lines/${scarce.id}`, { quantity: 2.5 }, headers)).statusCode).toBe(400);
    expect((await call("GET", "/cart", undefined, headers)).json()).toEqual({ lines: [] });
  });

  it("holds at most as many lines as one checkout", async () => {
    const { headers, profile } = await newBuyer();
    const many = await Promise.all(Array.from({ length: MAX_CHECKOUT_LINES }, () => product()));
    await app.ctx.db.insert(cartLines).values(many.map((p) => ({ buyerId: profile.id, productId: p.id, quantity: 1 })));
    const extra = await product();
    expect((await call("POST", "/cart/lines", { productId: extra.id, quantity: 1 }, headers)).json().error.code).toBe("CART_FULL");
    expect((await call("PUT", `/cart/lines/${many[0]!.id}`, { quantity: 2 }, headers)).statusCode).toBe(200);
  });

  it("is each buyer's own, and not for sellers (403) or visitors (401)", async () => {
    const other = await newBuyer();
    const seller = await signInAs(app, "seller");
    const kettle = await product();
    await call("POST", "/cart/lines", { productId: kettle.id, quantity: 2 }, other.headers);
    expect((await call("GET", "/cart")).json().lines.map((l: { productId: string }) => l.productId)).not.toContain(kettle.id);
    await call("DELETE", `/cart/lines/${kettle.id}`); // removing from one's own cart leaves theirs alone
    expect(quantities((await call("GET", "/cart", undefined, other.headers)).json())).toEqual({ [kettle.id]: 2 });

    for (const [method, path, body] of [
      ["GET", "/cart"],
      ["POST", "/cart/lines", { productId: kettle.id, quantity: 1 }],
      ["PUT", `/cart/lines/${kettle.id}`, { quantity: 1 }],
      ["DELETE", "/cart"],
      ["POST", "/cart/merge", { lines: [] }],
    ] as [Method, string, object?][]) {
      expect((await call(method, path, body, seller.headers)).statusCode).toBe(403);
      expect((await call(method, path, body, { origin: TEST_ORIGIN } as typeof buyer.headers)).statusCode).toBe(401);
    }
  });
});

describe("POST /api/buyer/cart/merge", () => {
  it("sums a visitor's lines into the stored cart, capped by stock and raised to minimums, and reports what it skipped", async () => {
    const { headers } = await newBuyer();
    const rice = await product({ name: "Rice", minOrderQuantity: 10, stock: 50 });
    const cups = await product({ name: "Cups", minOrderQuantity: 100, stock: 1_000 });
    const dal = await product({ name: "Dal", stock: 100 });
    const hidden = await product({ name: "Hidden", isActive: false });
    const scarce = await product({ name: "Scarce", minOrderQuantity: 10, stock: 5 });
    const unknown = "00000000-0000-4000-8000-00000000abcd";
    await call("PUT", `/cart/lines/${rice.id}`, { quantity: 30 }, headers);

    const merged = await call(
      "POST",
      "/cart/merge",
      {
        lines: [
          { productId: rice.id, quantity: 30 }, // 30 + 30 > 50 in stock
          { productId: cups.id, quantity: 20 }, // below its minimum of 100
          { productId: dal.id, quantity: 5 },
          { productId: hidden.id, quantity: 5 },
          { productId: scarce.id, quantity: 10 },
          { productId: unknown, quantity: 5 },
        ],
      },
      headers,
    );
    expect(merged.statusCode).toBe(200);
    const body = merged.json();
    expect(quantities(body.cart)).toEqual({ [rice.id]: 50, [cups.id]: 100, [dal.id]: 5 });
    expect(body.changes).toEqual([
      { productId: rice.id, name: "Rice", kind: "capped", quantity: 50 },
      { productId: cups.id, name: "Cups", kind: "raisedToMinimum", quantity: 100 },
      { productId: hidden.id, name: "Hidden", kind: "unavailable" },
      { productId: scarce.id, name: "Scarce", kind: "outOfStock" },
      { productId: unknown, name: null, kind: "unavailable" },
    ]);
  });

  it("leaves a quoted line as the quote made it", async () => {
    const { headers, profile } = await newBuyer();
    const bolts = await product({ name: "Bolts" });
    await app.ctx.db.insert(cartLines).values({ buyerId: profile.id, productId: bolts.id, quantity: 12, quoteId: crypto.randomUUID() });
    const merged = (await call("POST", "/cart/merge", { lines: [{ productId: bolts.id, quantity: 5 }] }, headers)).json();
    expect(merged.changes).toEqual([{ productId: bolts.id, name: "Bolts", kind: "quoted" }]);
    expect((await call("PUT", `/cart/lines/${bolts.id}`, { quantity: 20 }, headers)).json().error.code).toBe("CART_LINE_QUOTED");
    expect((await call("POST", "/cart/lines", { productId: bolts.id, quantity: 20 }, headers)).json().changes[0].kind).toBe("quoted");
    const [line] = await app.ctx.db.select().from(cartLines).where(eq(cartLines.buyerId, profile.id));
    expect(line!.quantity).toBe(12);
  });
});

describe("a paid checkout", () => {
  it("takes the bought quantities out of the server cart and keeps what was added meanwhile", async () => {
    const session = await newBuyer();
    await app.ctx.db.update(profiles).set({ firstName: "Asha" }).where(eq(profiles.id, session.profile.id));
    const rice = await product({ name: "Rice", stock: 100 });
    const dal = await product({ name: "Dal", stock: 100 });
    const tea = await product({ name: "Tea", stock: 100 });
    await call("PUT", `/cart/lines/${rice.id}`, { quantity: 30 }, session.headers);
    await call("PUT", `/cart/lines/${dal.id}`, { quantity: 5 }, session.headers);
    const created = await postCheckout(app, session.headers, checkoutRequest([{ productId: rice.id, quantity: 10 }, { productId: dal.id, quantity: 5 }]));
    expect(created.statusCode, created.body).toBe(201);
    const { orderId, paymentSessionId } = created.json();
    await call("PUT", `/cart/lines/${tea.id}`, { quantity: 20 }, session.headers); // on another device, while paying
    await payInSimulator(app, paymentSessionId, "pay");
    expect((await checkPaymentStatus(app.ctx, session.profile.id, orderId)).status).toBe("paid");
    expect(quantities((await call("GET", "/cart", undefined, session.headers)).json())).toEqual({ [rice.id]: 20, [tea.id]: 20 });
  });
});
