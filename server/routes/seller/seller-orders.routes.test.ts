import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { orderEvents } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
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

const orderOf = async (sellerId: string, status?: "Shipped" | "Processing") => {
  const product = await createTestProduct(app.ctx.db, { sellerId });
  return createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId, lines: [{ product, quantity: 1 }], status });
};
const setStatus = (orderId: string, status: string, headers = seller.headers) =>
  app.inject({ method: "PATCH", url: `/api/seller/orders/${orderId}/status`, headers, payload: { status } });

describe("PATCH /api/seller/orders/:orderId/status", () => {
  it("moves the seller's own order through Processing, Packaging and Ready for Pickup, recording each step", async () => {
    const { order } = await orderOf(seller.profile.id);
    for (const status of ["Processing", "Packaging", "Ready for Pickup"]) {
      const res = await setStatus(order.id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: order.id, status });
    }
    const history = await app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.filter((e) => e.actorRole === "seller").map((e) => e.toStatus)).toEqual(["Processing", "Packaging", "Ready for Pickup"]);
  });

  it("refuses statuses only an admin may set (422) and orders that left the seller's hands (409)", async () => {
    const { order } = await orderOf(seller.profile.id);
    expect((await setStatus(order.id, "Delivered")).statusCode).toBe(422);
    expect((await setStatus(order.id, "Cancelled")).statusCode).toBe(422);
    const shipped = await orderOf(seller.profile.id, "Shipped");
    const res = await setStatus(shipped.order.id, "Processing");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("ORDER_LOCKED");
  });

  it("answers 404 for another seller's order and 403 for buyers", async () => {
    const other = await signInAs(app, "seller");
    const { order } = await orderOf(other.profile.id);
    expect((await setStatus(order.id, "Processing")).statusCode).toBe(404);
    expect((await setStatus(order.id, "Processing", buyer.headers)).statusCode).toBe(403);
    expect((await setStatus("nope", "Processing")).statusCode).toBe(404);
  });

  it("refuses to set the status an order already has", async () => {
    const { order } = await orderOf(seller.profile.id, "Processing");
    const res = await setStatus(order.id, "Processing");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("ORDER_STATUS_UNCHANGED");
  });
});
