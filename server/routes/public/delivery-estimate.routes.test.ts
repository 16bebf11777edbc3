import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryWindow, indianDate } from "@domain/freight";
import type { App } from "../../app";
import { profiles } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createTestApp } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";

let app: App;
let productId: string;

beforeAll(async () => {
  app = await createTestApp();
  const billingAddress = { address: "3 Ring Road", city: "Surat", state: "Gujarat", zip: "395003", country: "India" };
  const seller = await createTestSeller(app.ctx.db, { billingAddress, freightRules: null });
  // ₹1,200 a unit, ₹1,000 from 50: the minimum of 50 is ₹50,000 of goods.
  productId = (await createTestProduct(app.ctx.db, seller.id, { price: 120_000, minOrderQuantity: 50, tieredPricing: [{ quantity: 50, price: 100_000 }], dispatchDays: 5 })).id;
});
afterAll(async () => app.close());

const estimate = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/public/products/${productId}/delivery-estimate${query}`, headers });

describe("GET /api/public/products/:id/delivery-estimate", () => {
  it("prices freight for the minimum order quantity and gives the delivery window for a PIN code", async () => {
    const res = await estimate("?pin=380001");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    // Surat → Ahmedabad: the same state; ₹50,000 of goods is above the default ₹10,000 free-above value.
    expect(res.json().estimate).toEqual({
      pinCode: "380001",
      place: { state: "Gujarat", district: "Ahmedabad" },
      zone: "same_state",
      quantity: 50,
      goods: 5_000_000,
      freight: 0,
      dispatchDays: 5,
      window: deliveryWindow(indianDate(new Date()), 5, "same_state"),
    });
  });

  it("a PIN code India Post's directory does not list: 422 PIN_CODE_NOT_FOUND; a malformed one: 400", async () => {
    const unknown = await estimate("?pin=999999");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({ code: "PIN_CODE_NOT_FOUND", message: "This PIN code is not in India Post's PIN code directory. Check the six digits." });
    expect((await estimate("?pin=0123")).statusCode).toBe(400);
  });

  it("an unknown product: 404", async () => {
    const res = await app.inject({ url: "/api/public/products/00000000-0000-4000-8000-000000000000/delivery-estimate?pin=110001" });
    expect(res.statusCode).toBe(404);
  });

  it("without a PIN code: a signed-in buyer's default address, else nothing", async () => {
    expect((await estimate("")).json()).toEqual({ estimate: null });
    const shippingAddress = { address: "9 MG Road", city: "Delhi", state: "Delhi", zip: "110001", country: "India" };
    const buyer = await signInAs(app, "buyer");
    await app.ctx.db.update(profiles).set({ shippingAddress }).where(eq(profiles.id, buyer.profile.id));
    const res = await estimate("", buyer.headers);
    expect(res.json().estimate).toMatchObject({ pinCode: "110001", zone: "rest_of_india", place: { state: "Delhi", district: "Delhi" } });
  });
});
