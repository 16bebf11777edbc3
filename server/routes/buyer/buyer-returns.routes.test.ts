import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { orderReturns } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let seller: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
  seller = await signInAs(app, "seller");
});
afterAll(async () => app.close());

const deliveredOrder = async (buyerId: string, status: "Delivered" | "Shipped" = "Delivered") => {
  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
  return createTestOrder(app.ctx.db, { buyerId, sellerId: seller.profile.id, lines: [{ product, quantity: 2 }], status });
};
const request = (orderId: string, payload: object, headers = buyer.headers) =>
  app.inject({ method: "POST", url: `/api/buyer/orders/${orderId}/returns`, headers, payload });

describe("return and exchange requests", () => {
  it("records a request on a delivered order's item, once per item, shown on the order", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id);
    const first = await request(order.id, { orderItemId: items[0]!.id, requestType: "exchange", reason: "  Wrong size received  " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ requestType: "exchange", reason: "Wrong size received", status: "pending" });
    const [row] = await app.ctx.db.select().from(orderReturns).where(eq(orderReturns.orderItemId, items[0]!.id));
    expect(row).toMatchObject({ sellerId: seller.profile.id, buyerId: buyer.profile.id, orderId: order.id });

    const again = await request(order.id, { orderItemId: items[0]!.id, requestType: "return", reason: "Changed my mind" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("RETURN_ALREADY_REQUESTED");

    const detail = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
    expect(detail.json().items[0].returnRequest).toMatchObject({ requestType: "exchange", status: "pending" });
  });

  it("requires a reason and a known request type", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id);
    const blank = await request(order.id, { orderItemId: items[0]!.id, requestType: "return", reason: "   " });
    expect(blank.statusCode).toBe(400);
    const unknownType = await request(order.id, { orderItemId: items[0]!.id, requestType: "refund", reason: "Broken" });
    expect(unknownType.statusCode).toBe(400);
  });

  it("is refused before delivery (409)", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id, "Shipped");
    const res = await request(order.id, { orderItemId: items[0]!.id, requestType: "return", reason: "Damaged" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("ORDER_NOT_DELIVERED");
  });

  it("is refused more than 7 days after delivery (409), and the order no longer offers it", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const { order, items } = await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      lines: [{ product, quantity: 2 }],
      status: "Delivered",
      createdAt: eightDaysAgo,
    });
    const res = await request(order.id, { orderItemId: items[0]!.id, requestType: "return", reason: "Damaged" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "RETURN_WINDOW_CLOSED", message: "A return or exchange can be requested only within 7 days of delivery." });
    const detail = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
    expect(detail.json().canRequestReturn).toBe(false);
    const recent = await deliveredOrder(buyer.profile.id);
    expect((await app.inject({ url: `/api/buyer/orders/${recent.order.id}`, headers: buyer.headers })).json().canRequestReturn).toBe(true);
  });

  it("never touches another buyer's order, nor an item of another order (404)", async () => {
    const other = await signInAs(app, "buyer");
    const theirs = await deliveredOrder(other.profile.id);
    const res = await request(theirs.order.id, { orderItemId: theirs.items[0]!.id, requestType: "return", reason: "Damaged" });
    expect(res.statusCode).toBe(404);

    const mine = await deliveredOrder(buyer.profile.id);
    const crossed = await request(mine.order.id, { orderItemId: theirs.items[0]!.id, requestType: "return", reason: "Damaged" });
    expect(crossed.statusCode).toBe(404);
    expect(await app.ctx.db.select().from(orderReturns).where(eq(orderReturns.orderItemId, theirs.items[0]!.id))).toHaveLength(0);
  });
});
