import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

/** Listed prices include GST: the product page and the cart say the rate and the GST inside each line. */
let app: App;
let sellerId: string;
beforeAll(async () => {
  app = await createTestApp();
  sellerId = (await createTestSeller(app.ctx.db)).id;
});
afterAll(async () => app.close());

const checkCart = (lines: { productId: string; quantity: number }[]) =>
  app.inject({ method: "POST", url: "/api/public/cart/check", headers: { origin: TEST_ORIGIN }, payload: { lines } });

describe("GST shown to shoppers", () => {
  it("a product's page gives its HSN code and GST rate in percent", async () => {
    const diamonds = await createTestProduct(app.ctx.db, sellerId, { hsnCode: "71021000", gstRateBasisPoints: 25 });
    const res = await app.inject({ url: `/api/public/products/${diamonds.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: diamonds.id, hsnCode: "71021000", gstRate: 0.25 });
    const rice = await createTestProduct(app.ctx.db, sellerId, { hsnCode: "1006", gstRateBasisPoints: 500 });
    expect((await app.inject({ url: `/api/public/products/${rice.id}` })).json()).toMatchObject({ hsnCode: "1006", gstRate: 5 });
  });

  it("the cart check gives each line's rate and the GST inside it, worked out on the server, and the total GST of the lines", async () => {
    // ₹1,050 × 2 at 5%: taxable ₹2,000.00, GST ₹100.00. ₹118 × 3 at 18% from the tier: taxable ₹300.00, GST ₹54.00.
    const rice = await createTestProduct(app.ctx.db, sellerId, { price: 105_000, hsnCode: "1006", gstRateBasisPoints: 500 });
    const bulbs = await createTestProduct(app.ctx.db, sellerId, { price: 15_000, tieredPricing: [{ quantity: 3, price: 11_800 }], hsnCode: "8539", gstRateBasisPoints: 1800 });
    // ₹1,000 at 0.25%: taxable 1,00,000 × 100 / 100.25 = 99,750.62… paise, rounded half-up to 99,751: GST 249 paise.
    const diamonds = await createTestProduct(app.ctx.db, sellerId, { price: 100_000, hsnCode: "7102", gstRateBasisPoints: 25 });
    const retired = await createTestProduct(app.ctx.db, sellerId, { price: 50_000, isActive: false, hsnCode: "9403", gstRateBasisPoints: 1800 });
    const missing = crypto.randomUUID();
    const res = await checkCart([
      { productId: rice.id, quantity: 2 },
      { productId: bulbs.id, quantity: 3 },
      { productId: diamonds.id, quantity: 1 },
      { productId: retired.id, quantity: 1 },
      { productId: missing, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lines.map((line: { gstRate: number | null; gstAmount: number }) => [line.gstRate, line.gstAmount])).toEqual([
      [5, 10_000],
      [18, 5_400],
      [0.25, 249],
      [18, 7_627],
      [null, 0],
    ]);
    // The retired product's line cannot be bought, so its GST is not in the total.
    expect(body.gstAmount).toBe(10_000 + 5_400 + 249);
  });
});
