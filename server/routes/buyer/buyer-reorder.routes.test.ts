import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { products } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const reorder = (orderId: string, headers: Record<string, string>) => app.inject({ method: "POST", url: `/api/buyer/orders/${orderId}/reorder`, headers });

describe("POST /api/buyer/orders/:orderId/reorder", () => {
  it("puts the order's available items into the cart at today's prices and says what changed", async () => {
    const buyer = await signInAs(app, "buyer");
    const seller = await signInAs(app, "seller");
    const make = (name: string, price: number, extra: { stock?: number; minOrderQuantity?: number } = {}) =>
      createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name, price, stock: 500, ...extra });
    const rice = await make("Rice", 10_000);
    const dal = await make("Dal", 5_000);
    const tea = await make("Tea", 2_000);
    const cups = await make("Cups", 100);
    const gone = await make("Gone", 1_000);
    const { order } = await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      status: "Delivered",
      lines: [
        { product: rice, quantity: 20 },
        { product: dal, quantity: 10 },
        { product: tea, quantity: 30 },
        { product: cups, quantity: 50 },
        { product: gone, quantity: 5 },
      ],
    });
    // Since the order: rice costs more, tea has 12 left, cups sell by 100 at least, and Gone is no longer listed.
    await app.ctx.db.update(products).set({ price: 11_000 }).where(eq(products.id, rice.id));
    await app.ctx.db.update(products).set({ stock: 12 }).where(eq(products.id, tea.id));
    await app.ctx.db.update(products).set({ minOrderQuantity: 100 }).where(eq(products.id, cups.id));
    await app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));

    const res = await reorder(order.id, buyer.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.fromEntries(body.cart.lines.map((l: { name: string; quantity: number; unitPrice: number }) => [l.name, [l.quantity, l.unitPrice]]))).toEqual({
      Rice: [20, 11_000],
      Dal: [10, 5_000],
      Tea: [12, 2_000],
      Cups: [100, 100],
    });
    expect(body.changes).toEqual(
      expect.arrayContaining([
        { productId: rice.id, name: "Rice", kind: "priceChanged", previousPrice: 10_000, price: 11_000 },
        { productId: tea.id, name: "Tea", kind: "capped", quantity: 12 },
        { productId: cups.id, name: "Cups", kind: "raisedToMinimum", quantity: 100 },
        { productId: gone.id, name: "Gone", kind: "unavailable" },
      ]),
    );
    expect(body.changes).toHaveLength(4);
    expect(body.added.map((a: { name: string }) => a.name).sort()).toEqual(["Cups", "Dal", "Rice", "Tea"]);
  });

  it("answers an item whose product was deleted as unavailable, by the name the order kept", async () => {
    const buyer = await signInAs(app, "buyer");
    const seller = await signInAs(app, "seller");
    const lamp = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "Lamp" });
    const { order } = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product: lamp, quantity: 2 }] });
    await app.ctx.db.delete(products).where(eq(products.id, lamp.id));
    const body = (await reorder(order.id, buyer.headers)).json();
    expect(body.changes).toEqual([{ productId: null, name: "Lamp", kind: "unavailable" }]);
    expect(body.cart.lines).toEqual([]);
  });

  it("is 404 for another buyer's order and an unknown one, and 403 for a seller", async () => {
    const buyer = await signInAs(app, "buyer");
    const other = await signInAs(app, "buyer");
    const seller = await signInAs(app, "seller");
    const lamp = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const { order } = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product: lamp, quantity: 2 }] });
    const stranger = await reorder(order.id, other.headers);
    expect([stranger.statusCode, stranger.json().error.code]).toEqual([404, "ORDER_NOT_FOUND"]);
    expect((await reorder("not-an-order", buyer.headers)).statusCode).toBe(404);
    expect((await reorder(order.id, seller.headers)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/buyer/cart", headers: other.headers })).json().lines).toEqual([]);
  });
});
