import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { checkoutRequest, postCheckout } from "../../modules/checkout/test-factories";
import { productInput } from "../../modules/seller-catalog/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let seller: Awaited<ReturnType<typeof signInAs>>;
let buyer: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  seller = await signInAs(app, "seller");
  buyer = await signInAs(app, "buyer");
});
afterAll(async () => app.close());

const ids = async (url: string) => ((await app.inject({ url })).json() as { items: { id: string }[] }).items.map((item) => item.id);
const setActive = (id: string, isActive: boolean) =>
  app.inject({ method: "PUT", url: `/api/seller/products/${id}`, headers: seller.headers, payload: productInput({ name: "Zanzibar clove oil 1L", isActive }) });
/** Waits for the catalogue change notification (delivered at commit) to reach the response cache. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("Draft products", () => {
  it("are absent from the catalogue, its search and the product page, and come back when made Active again", async () => {
    const created = await app.inject({ method: "POST", url: "/api/seller/products", headers: seller.headers, payload: productInput({ name: "Zanzibar clove oil 1L" }) });
    const { id } = created.json() as { id: string };
    const search = "/api/public/products?q=zanzibar";
    const category = "/api/public/products?category=Kitchenware&limit=60";
    // Served once while Active, so the public responses are cached before the change.
    expect(await ids(search)).toEqual([id]);
    expect(await ids(category)).toContain(id);
    expect((await app.inject({ url: `/api/public/products/${id}` })).statusCode).toBe(200);

    expect((await setActive(id, false)).json()).toMatchObject({ isActive: false });
    await settle();
    expect(await ids(search)).toEqual([]);
    expect(await ids(category)).not.toContain(id);
    expect(await ids("/api/public/products?limit=60")).not.toContain(id);
    expect((await app.inject({ url: `/api/public/products/${id}` })).statusCode).toBe(404);
    // Still the seller's: in its own table.
    expect(await ids(`/api/public/products?q=clove`)).toEqual([]);
    const own = (await app.inject({ url: "/api/seller/products?q=zanzibar", headers: seller.headers })).json();
    expect(own.items).toMatchObject([{ id, isActive: false }]);

    await setActive(id, true);
    await settle();
    expect(await ids(search)).toEqual([id]);
  });

  it("cannot be bought: the cart check says unavailable and checkout refuses it", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/seller/products",
      headers: seller.headers,
      payload: productInput({ name: "Draft saffron 10g", minOrderQuantity: 1, isActive: false }),
    });
    const { id } = created.json() as { id: string };
    const check = await app.inject({ method: "POST", url: "/api/public/cart/check", headers: buyer.headers, payload: { lines: [{ productId: id, quantity: 1 }] } });
    expect(check.json().lines).toMatchObject([{ productId: id, available: false }]);
    const checkout = await postCheckout(app, buyer.headers, checkoutRequest([{ productId: id, quantity: 1 }]));
    expect(checkout.statusCode).toBe(422);
    expect(checkout.json().error.code).toBe("PRODUCT_UNAVAILABLE");
  });
});
