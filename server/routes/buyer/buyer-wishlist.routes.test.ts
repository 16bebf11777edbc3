import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { products } from "../../db/schema";
import { createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let seller: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
  seller = await signInAs(app, "seller", { companyName: "Bharat Electronics" });
});
afterAll(async () => app.close());

const call = (method: "GET" | "PUT" | "DELETE", path: string, headers = buyer.headers) =>
  app.inject({ method, url: `/api/buyer/wishlist${path}`, headers });

describe("wishlist", () => {
  it("adds, lists (newest first, with price, stock and seller) and removes saved products", async () => {
    const kettle = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "Kettle", price: 89_900, stock: 12, minOrderQuantity: 5, imageUrl: "/media/kettle.jpg" });
    const toaster = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "Toaster" });

    expect((await call("GET", `/${kettle.id}`)).json()).toEqual({ productId: kettle.id, saved: false });
    expect((await call("PUT", `/${kettle.id}`)).json()).toEqual({ productId: kettle.id, saved: true });
    expect((await call("PUT", `/${kettle.id}`)).statusCode).toBe(200); // idempotent
    await call("PUT", `/${toaster.id}`);
    expect((await call("GET", `/${kettle.id}`)).json().saved).toBe(true);

    const list = (await call("GET", "")).json();
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(["Toaster", "Kettle"]);
    expect(list.items[1]).toMatchObject({
      price: 89_900,
      stock: 12,
      minOrderQuantity: 5,
      imageUrl: "/media/kettle.jpg",
      isActive: true,
      seller: { id: seller.profile.id, companyName: "Bharat Electronics" },
    });

    expect((await call("DELETE", `/${kettle.id}`)).json()).toEqual({ productId: kettle.id, saved: false });
    expect((await call("GET", "")).json().items.map((i: { name: string }) => i.name)).toEqual(["Toaster"]);
  });

  it("pages through a long wishlist", async () => {
    const session = await signInAs(app, "buyer");
    for (let i = 0; i < 5; i++) {
      const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: `Item ${i}` });
      await call("PUT", `/${product.id}`, session.headers);
    }
    const first = (await call("GET", "?limit=3", session.headers)).json();
    expect(first.items).toHaveLength(3);
    const second = (await call("GET", `?limit=3&cursor=${first.nextCursor}`, session.headers)).json();
    expect(second.items.map((i: { name: string }) => i.name)).toEqual(["Item 1", "Item 0"]);
    expect(second.nextCursor).toBeNull();
  });

  it("keeps each buyer's wishlist their own", async () => {
    const other = await signInAs(app, "buyer");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    await call("PUT", `/${product.id}`, other.headers);
    expect((await call("GET", `/${product.id}`)).json().saved).toBe(false);
    await call("DELETE", `/${product.id}`); // removing from one's own list leaves theirs alone
    expect((await call("GET", `/${product.id}`, other.headers)).json().saved).toBe(true);
  });

  it("refuses unknown and hidden products (404), and sellers (403)", async () => {
    const hidden = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    await app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    expect((await call("PUT", `/${hidden.id}`)).statusCode).toBe(404);
    expect((await call("PUT", "/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await call("GET", "", seller.headers)).statusCode).toBe(403);
  });
});
