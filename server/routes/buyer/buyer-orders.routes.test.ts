import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { orderEvents, products, refunds, simRefunds } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let otherBuyer: Awaited<ReturnType<typeof signInAs>>;
let seller: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
  otherBuyer = await signInAs(app, "buyer");
  seller = await signInAs(app, "seller", { companyName: "Shakti Textiles" });
});
afterAll(async () => app.close());

const orderFor = async (buyerId: string, options: Partial<Parameters<typeof createTestOrder>[1]> = {}) => {
  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price: 25_050, stock: 50 });
  return createTestOrder(app.ctx.db, { buyerId, sellerId: seller.profile.id, lines: [{ product, quantity: 4 }], ...options });
};

describe("buyer order list and summary", () => {
  it("lists only the buyer's orders, newest first, in keyset pages, filterable by status", async () => {
    const { profile } = await signInAs(app, "buyer");
    const session = await signInAs(app, "buyer");
    const base = Date.now() - 100_000;
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push((await orderFor(session.profile.id, { createdAt: new Date(base + i * 1000), status: i === 0 ? "Delivered" : "Pending" })).order);
    }
    await orderFor(profile.id); // someone else's

    const first = await app.inject({ url: "/api/buyer/orders?limit=3", headers: session.headers });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.orders.map((o: { id: string }) => o.id)).toEqual([created[4]!.id, created[3]!.id, created[2]!.id]);
    expect(page1.orders[0]).toMatchObject({ sellerCompanyName: "Shakti Textiles", itemCount: 1, totalAmount: 100_200, paymentMethod: "online", status: "Pending" });
    expect(page1.nextCursor).toEqual(expect.any(String));

    const second = await app.inject({ url: `/api/buyer/orders?limit=3&cursor=${page1.nextCursor}`, headers: session.headers });
    expect(second.json().orders.map((o: { id: string }) => o.id)).toEqual([created[1]!.id, created[0]!.id]);
    expect(second.json().nextCursor).toBeNull();

    const delivered = await app.inject({ url: "/api/buyer/orders?status=Delivered", headers: session.headers });
    expect(delivered.json().orders.map((o: { id: string }) => o.id)).toEqual([created[0]!.id]);
  });

  it("refuses a forged cursor and an unknown status", async () => {
    const bad = await app.inject({ url: "/api/buyer/orders?cursor=bm9wZQ", headers: buyer.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("INVALID_CURSOR");
    const status = await app.inject({ url: "/api/buyer/orders?status=Lost", headers: buyer.headers });
    expect(status.statusCode).toBe(400);
  });

  it("summarises counts by status, spend without cancelled orders, and the 4 newest orders", async () => {
    const session = await signInAs(app, "buyer");
    for (let i = 0; i < 5; i++) await orderFor(session.profile.id, { createdAt: new Date(Date.now() - (5 - i) * 1000) });
    await orderFor(session.profile.id, { status: "Cancelled", createdAt: new Date(Date.now() - 10_000) });
    const res = await app.inject({ url: "/api/buyer/orders/summary", headers: session.headers });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.totalOrders).toBe(6);
    expect(summary.countsByStatus).toMatchObject({ Pending: 5, Cancelled: 1, Delivered: 0 });
    expect(summary.totalSpent).toBe(5 * 100_200);
    expect(summary.recentOrders).toHaveLength(4);
  });

  it("names each order's first product (by name) with its image, in the list and the summary's recent orders", async () => {
    const session = await signInAs(app, "buyer");
    const tv = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "LED TV 43 inch", imageUrl: "/images/tv.webp" });
    const shirt = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "Cotton T-shirt", imageUrl: "/images/shirt.webp" });
    const cable = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "HDMI cable" });
    const older = await createTestOrder(app.ctx.db, {
      buyerId: session.profile.id,
      sellerId: seller.profile.id,
      lines: [{ product: tv, quantity: 1 }],
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createTestOrder(app.ctx.db, {
      buyerId: session.profile.id,
      sellerId: seller.profile.id,
      lines: [{ product: tv, quantity: 1 }, { product: cable, quantity: 2 }, { product: shirt, quantity: 5 }],
    });

    const expected = [
      { id: newer.order.id, itemCount: 3, firstItem: { productName: "Cotton T-shirt", imageUrl: "/images/shirt.webp" } },
      { id: older.order.id, itemCount: 1, firstItem: { productName: "LED TV 43 inch", imageUrl: "/images/tv.webp" } },
    ];
    const list = await app.inject({ url: "/api/buyer/orders", headers: session.headers });
    expect(list.json().orders).toMatchObject(expected);
    const summary = await app.inject({ url: "/api/buyer/orders/summary", headers: session.headers });
    expect(summary.json().recentOrders).toMatchObject(expected);
  });
});

describe("buyer order detail", () => {
  it("shows items, seller, addresses, payment and COD amounts, and the history", async () => {
    const { order } = await orderFor(buyer.profile.id, { paymentMethod: "cod" });
    const res = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: order.id,
      status: "Pending",
      seller: { id: seller.profile.id, companyName: "Shakti Textiles" },
      paymentMethod: "cod",
      totalAmount: 100_200,
      amountPaid: 10_020,
      amountDueOnDelivery: 90_180,
      canCancel: true,
      canRequestReturn: false,
      refund: null,
    });
    expect(detail.items[0]).toMatchObject({ quantity: 4, price: 25_050, lineTotal: 100_200, returnRequests: [], returnedQuantity: 0 });
    expect(detail.shippingAddress.city).toBe("Bengaluru");
    expect(detail.timeline.map((e: { toStatus: string }) => e.toStatus)).toEqual(["Pending"]);
  });

  it("shows each item with its own product's image", async () => {
    const kettle = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, imageUrl: "/images/kettle.webp" });
    const towel = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, imageUrl: "/images/towel.webp" });
    const { order } = await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      lines: [{ product: kettle, quantity: 1 }, { product: towel, quantity: 1 }],
    });
    const res = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
    const images = Object.fromEntries(
      (res.json().items as { productId: string; imageUrl: string | null }[]).map((item) => [item.productId, item.imageUrl]),
    );
    expect(images).toEqual({ [kettle.id]: "/images/kettle.webp", [towel.id]: "/images/towel.webp" });
  });

  it("answers 404 for another buyer's order, an unknown id and a malformed id", async () => {
    const { order } = await orderFor(otherBuyer.profile.id);
    for (const id of [order.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await app.inject({ url: `/api/buyer/orders/${id}`, headers: buyer.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("ORDER_NOT_FOUND");
    }
  });
});

describe("cancellation", () => {
  it("cancels a Pending order: history, stock back, the online payment refunded", async () => {
    const { order, items } = await orderFor(buyer.profile.id);
    const productId = items[0]!.productId!;
    const res = await app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/cancel`, headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "Cancelled", canCancel: false, refund: { status: "success", amount: 100_200 } });
    expect(res.json().timeline.at(-1)).toMatchObject({ fromStatus: "Pending", toStatus: "Cancelled", actorRole: "buyer" });
    const [product] = await app.ctx.db.select().from(products).where(eq(products.id, productId));
    expect(product!.stock).toBe(50);
  });

  it("refunds only the advance of a cash-on-delivery order, and then nothing is due on delivery", async () => {
    const { order } = await orderFor(buyer.profile.id, { paymentMethod: "cod", status: "Processing" });
    const before = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
    expect(before.json()).toMatchObject({ amountPaid: 10_020, amountDueOnDelivery: 90_180 });
    const res = await app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/cancel`, headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "Cancelled", amountPaid: 10_020, amountDueOnDelivery: 0 });
    expect(res.json().refund).toMatchObject({ status: "success", amount: 10_020 });
    const after = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
    expect(after.json()).toMatchObject({ status: "Cancelled", amountDueOnDelivery: 0 });
  });

  it("refuses outside Pending and Processing with 409, changing nothing", async () => {
    for (const status of ["Packaging", "Shipped", "Delivered", "Cancelled"] as const) {
      const { order } = await orderFor(buyer.profile.id, { status });
      const res = await app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/cancel`, headers: buyer.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/cancel/i);
      const detail = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
      expect(detail.json().status).toBe(status);
    }
  });

  it("never cancels another buyer's order (404)", async () => {
    const { order } = await orderFor(otherBuyer.profile.id);
    const res = await app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/cancel`, headers: buyer.headers });
    expect(res.statusCode).toBe(404);
    const detail = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: otherBuyer.headers });
    expect(detail.json().status).toBe("Pending");
  });

  it("refunds exactly once when the cancellation is sent twice at the same time", async () => {
    const { order, checkout } = await orderFor(buyer.profile.id);
    const send = () => app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/cancel`, headers: buyer.headers });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const refundRows = await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refundRows).toHaveLength(1);
    const providerRefunds = await app.ctx.db.select().from(simRefunds).where(eq(simRefunds.orderId, checkout.paymentOrderId));
    expect(providerRefunds).toHaveLength(1);
    const events = await app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.toStatus === "Cancelled")).toHaveLength(1);
  });
});

describe("who may call", () => {
  it("refuses sellers (403) and visitors (401) on buyer order routes", async () => {
    const asSeller = await app.inject({ url: "/api/buyer/orders", headers: seller.headers });
    expect(asSeller.statusCode).toBe(403);
    const anonymous = await app.inject({ url: "/api/buyer/orders/summary" });
    expect(anonymous.statusCode).toBe(401);
  });
});
