import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { createTestOrder, createTestProduct } from "../modules/orders/test-factories";
import { checkoutRequest, postCheckout } from "../modules/checkout/test-factories";
import { signInAs } from "../test/sign-in";
import { createTestApp } from "../test/test-app";

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let productId: string;
let deliveredOrder: Awaited<ReturnType<typeof createTestOrder>>;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
  const seller = await signInAs(app, "seller");
  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
  productId = product.id;
  deliveredOrder = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }], status: "Delivered" });
});
afterAll(async () => app.close());

const address = { address: "21 Linking Road", city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" };
const profile = { firstName: "Ravi", lastName: "Kumar", phone: "9876543210", shippingAddress: address, billingAddress: address };
const PHONE = "Enter a valid 10-digit Indian mobile number.";
const PIN = "Enter a valid 6-digit PIN code.";

/** A translation key with its namespace, as the shared schemas write them (`checkout:errors.phone`). */
const TRANSLATION_KEY = /\b[a-z]+:[a-zA-Z]+(\.[a-zA-Z]+)+\b/;

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

const checkout = (overrides: object) => postCheckout(app, buyer.headers, { ...checkoutRequest([{ productId, quantity: 1 }]), ...overrides });
const putProfile = (overrides: object) =>
  app.inject({ method: "PUT", url: "/api/buyer/profile", headers: buyer.headers, payload: { ...profile, ...overrides } });
const requestReturn = (payload: object) =>
  app.inject({ method: "POST", url: `/api/buyer/orders/${deliveredOrder.order.id}/returns`, headers: buyer.headers, payload });

describe("validation errors answer English sentences", () => {
  it("names the fields of a bad mobile and PIN code at checkout", async () => {
    const res = await checkout({ phone: "12345", shippingAddress: { ...address, zip: "0110" } });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorBody>();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: "phone", message: PHONE },
        { path: "shippingAddress.zip", message: PIN },
      ]),
    );
    expect(error.message).toContain(`phone: ${PHONE}`);
    expect(error.message).toContain(`shippingAddress.zip: ${PIN}`);
  });

  it("names the fields of a bad mobile and PIN code in profile settings", async () => {
    const res = await putProfile({ phone: "55555", billingAddress: { ...address, zip: "12" } });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorBody>();
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: "phone", message: PHONE },
        { path: "billingAddress.zip", message: PIN },
      ]),
    );
    expect(error.message).toBe(`The request body is invalid. phone: ${PHONE} billingAddress.zip: ${PIN}`);
  });

  it("never lets a translation key out, whatever is wrong with the request", async () => {
    const invalid = await Promise.all([
      checkout({ lines: [] }),
      checkout({ firstName: " ", lastName: "" }),
      checkout({ paymentMethod: "card" }),
      checkout({ shippingAddress: { ...address, state: "Bavaria", country: "Germany", city: "", address: "" } }),
      checkout({ billingSameAsShipping: false, billingAddress: { ...address, zip: "1" } }),
      checkout({ billingSameAsShipping: false }),
      checkout({ firstName: "x".repeat(101), totalAmount: 1 }),
      putProfile({ firstName: "", lastName: "y".repeat(101), phone: "" }),
      putProfile({ shippingAddress: { ...address, state: "Atlantis", zip: "abcdef" } }),
      requestReturn({ orderItemId: deliveredOrder.items[0]!.id, requestType: "refund", reason: " " }),
      requestReturn({ orderItemId: deliveredOrder.items[0]!.id, requestType: "return", reason: "z".repeat(1001) }),
    ]);
    for (const res of invalid) {
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorBody>();
      expect(body.error.code).toBe("VALIDATION_ERROR");
      expect(body.error.details?.length).toBeGreaterThan(0);
      expect(res.body).not.toMatch(TRANSLATION_KEY);
      for (const detail of body.error.details ?? []) expect(detail.message).not.toBe("This value is invalid.");
    }
  });
});
