import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import type { AdminOrder, AdminOrderList } from "@domain/schemas/admin-orders";
import { auditLog, orderEvents, orders, refunds } from "../../db/schema";
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
const setStatus = (orderId: string, status: string, headers = admin.headers, shipment: object = {}) =>
  app.inject({ method: "PATCH", url: `/api/admin/orders/${orderId}/status`, headers, payload: { status, ...shipment } });
const listOrders = async (query: string) => {
  const res = await app.inject({ method: "GET", url: `/api/admin/orders?${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as AdminOrderList;
};

describe("GET /api/admin/orders", () => {
  it("lists every order with buyer, seller, address and payment, filtered by statuses and found by its number", async () => {
    const { order } = await newOrder();
    await setStatus(order.id, "In Transit");
    const found = await listOrders(`q=${order.orderNumber}`);
    expect(found.orders.map((row) => row.id)).toEqual([order.id]);
    expect(found.orders[0]).toMatchObject({
      status: "In Transit",
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      totalAmount: order.totalAmount,
      paymentMethod: order.paymentMethod,
      shippingAddress: order.shippingAddress,
    } satisfies Partial<AdminOrder>);
    const individual = await signInAs(app, "buyer", { firstName: "Meenakshi", lastName: "Sundaram" });
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const { order: hers } = await createTestOrder(app.ctx.db, { buyerId: individual.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }] });
    expect((await listOrders("q=meenakshi sund")).orders.map((row) => row.id)).toEqual([hers.id]);
    const moving = await listOrders("status=Ready for Pickup,In Transit,Shipped&limit=100");
    expect(moving.orders.every((row) => ["Ready for Pickup", "In Transit", "Shipped"].includes(row.status))).toBe(true);
    expect(moving.orders.some((row) => row.id === order.id)).toBe(true);
    expect((await app.inject({ method: "GET", url: "/api/admin/orders?status=Lost", headers: admin.headers })).statusCode).toBe(400);
  });

  it("pages through every order without skipping or repeating one", async () => {
    for (let i = 0; i < 3; i += 1) await newOrder();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminOrderList = await listOrders(`limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.orders.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = await app.ctx.db.select({ id: orders.id }).from(orders);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(all.length);
  });
});

describe("PATCH /api/admin/orders/:orderId/status", () => {
  it("sets the carrier and tracking number with the status; the buyer sees them; correcting them alone keeps the status", async () => {
    const { order } = await newOrder();
    const moved = await setStatus(order.id, "In Transit", admin.headers, { carrierName: "Delhivery", trackingNumber: "AWB1234567" });
    expect(moved.json()).toMatchObject({ status: "In Transit", carrierName: "Delhivery", trackingNumber: "AWB1234567" });
    const seen = await app.inject({ method: "GET", url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
    expect(seen.json().shipment).toEqual({ carrierName: "Delhivery", trackingNumber: "AWB1234567" });

    const corrected = await setStatus(order.id, "In Transit", admin.headers, { trackingNumber: "AWB7654321" });
    expect(corrected.json()).toMatchObject({ status: "In Transit", carrierName: "Delhivery", trackingNumber: "AWB7654321" });
    const history = await app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.filter((event) => event.actorRole === "admin").map((event) => event.toStatus)).toEqual(["In Transit"]);
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, order.id)).orderBy(auditLog.id);
    expect(audit.at(-1)).toMatchObject({ action: "order.shipment", details: { before: { status: "In Transit", trackingNumber: "AWB1234567" }, after: { status: "In Transit", trackingNumber: "AWB7654321" } } });
    // Without a shipment change, the same status is still refused.
    expect((await setStatus(order.id, "In Transit")).statusCode).toBe(409);
  });

  it("two cancellations at once: one wins, the buyer is refunded once and the stock comes back once", async () => {
    const { order } = await newOrder();
    const answers = await Promise.all([setStatus(order.id, "Cancelled"), setStatus(order.id, "Cancelled")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it("Delivered starts the payout clock", async () => {
    const { order } = await newOrder();
    await setStatus(order.id, "Delivered");
    const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.deliveredAt).toBeInstanceOf(Date);
  });

  it("sets any status in any order, recording the admin in the history", async () => {
    const { order } = await newOrder();
    for (const status of ["Delivered", "In Transit", "Shipped"]) expect((await setStatus(order.id, status)).statusCode).toBe(200);
    const history = await app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.filter((e) => e.actorRole === "admin").map((e) => e.toStatus)).toEqual(["Delivered", "In Transit", "Shipped"]);
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, order.id)).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.actorId, row.details])).toEqual([
      ["order.status", admin.profile.id, { before: { status: "Pending" }, after: { status: "Delivered" } }],
      ["order.status", admin.profile.id, { before: { status: "Delivered" }, after: { status: "In Transit" } }],
      ["order.status", admin.profile.id, { before: { status: "In Transit" }, after: { status: "Shipped" } }],
    ]);
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
    expect((await app.inject({ method: "GET", url: "/api/admin/orders", headers: seller.headers })).statusCode).toBe(403);
    expect((await setStatus("00000000-0000-4000-8000-000000000000", "Delivered")).statusCode).toBe(404);
  });
});
