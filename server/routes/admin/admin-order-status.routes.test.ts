import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { orderEvents, refunds } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let admin: Awaited<ReturnType<typeof signInAs>>;
let seller: Awaited<ReturnType<typeof signInAs>>;
let buyer: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, "admin");
  seller = await signInAs(app, "seller");
  buyer = await signInAs(app, "buyer");
});
afterAll(async () => app.close());

const newOrder = async () => {
  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
  return createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 2 }] });
};
const setStatus = (orderId: string, status: string, headers = admin.headers) =>
  app.inject({ method: "PATCH", url: `/api/admin/orders/${orderId}/status`, headers, payload: { status } });

describe("PATCH /api/admin/orders/:orderId/status", () => {
  it("sets any status in any order, recording the admin in the history", async () => {
    const { order } = await newOrder();
    for (const status of ["Delivered", "In Transit", "Shipped"]) expect((await setStatus(order.id, status)).statusCode).toBe(200);
    const history = await app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.filter((e) => e.actorRole === "admin").map((e) => e.toStatus)).toEqual(["Delivered", "In Transit", "Shipped"]);
  });

  it("cancelling refunds the buyer; a cancelled order cannot be reopened", async () => {
    const { order } = await newOrder();
    expect((await setStatus(order.id, "Cancelled")).statusCode).toBe(200);
    const [refund] = await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ amount: order.advanceAmount, status: "success" });
    const reopen = await setStatus(order.id, "Pending");
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.code).toBe("ORDER_CANCELLED");
  });

  it("is for administrators only", async () => {
    const { order } = await newOrder();
    expect((await setStatus(order.id, "Delivered", seller.headers)).statusCode).toBe(403);
    expect((await setStatus(order.id, "Delivered", buyer.headers)).statusCode).toBe(403);
    expect((await setStatus("00000000-0000-4000-8000-000000000000", "Delivered")).statusCode).toBe(404);
  });
});
