import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { emailOutbox, orderEvents } from "../../db/schema";
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

describe("GET /api/seller/orders", () => {
  const list = (query = "", headers: Record<string, string> = seller.headers) =>
    app.inject({ method: "GET", url: `/api/seller/orders${query}`, headers });

  it("lists the seller's own orders newest first, with items, buyer, shipping address and payment, a page at a time", async () => {
    const own = await signInAs(app, "seller");
    const product = await createTestProduct(app.ctx.db, { sellerId: own.profile.id, price: 25_000, imageUrl: "/images/bolt.jpg" });
    const older = await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: own.profile.id,
      lines: [{ product, quantity: 4 }],
      paymentMethod: "cod",
      createdAt: new Date(Date.now() - 60_000),
    });
    const plain = await createTestProduct(app.ctx.db, { sellerId: own.profile.id });
    const newer = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: own.profile.id, lines: [{ product: plain, quantity: 1 }], status: "Shipped" });
    await orderOf(seller.profile.id); // another seller's order stays out of the list

    const first = await list("?limit=1", own.headers);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.orders.map((o: { id: string }) => o.id)).toEqual([newer.order.id]);
    expect(page1.orders[0]).toMatchObject({ status: "Shipped", canSetStatus: false, paymentMethod: "online", amountDueOnDelivery: 0 });
    expect(page1.orders[0].items[0].imageUrl).toBeNull(); // a product without images, though others have some
    const page2 = (await list(`?limit=1&cursor=${page1.nextCursor}`, own.headers)).json();
    expect(page2.nextCursor).toBeNull();
    expect(page2.orders[0]).toEqual({
      id: older.order.id,
      orderNumber: older.order.orderNumber,
      createdAt: older.order.createdAt.toISOString(),
      updatedAt: expect.any(String),
      status: "Pending",
      displayStatus: "Pending",
      totalAmount: 100_000,
      freightAmount: 0,
      paymentMethod: "cod",
      advanceAmount: 10_000,
      amountPaidOnDelivery: 0,
      amountDueOnDelivery: 90_000,
      returnsRefunded: 0,
      buyerName: expect.any(String),
      shippingAddress: older.order.shippingAddress,
      items: [
        { id: older.items[0]!.id, productId: product.id, productName: product.name, imageUrl: "/images/bolt.jpg", quantity: 4, price: 25_000, lineTotal: 100_000 },
      ],
      // A test order carries no tax invoice (a paid checkout issues one).
      invoice: null,
      creditNotes: [],
      canSetStatus: true,
    });
    expect(page2.orders[0].buyerName.length).toBeGreaterThan(0);

    const shipped = (await list("?status=Shipped", own.headers)).json();
    expect(shipped.orders.map((o: { id: string }) => o.id)).toEqual([newer.order.id]);
  });

  it("shows each item of an order with its own product's image", async () => {
    const own = await signInAs(app, "seller");
    const tv = await createTestProduct(app.ctx.db, { sellerId: own.profile.id, name: "LED TV", imageUrl: "/images/tv.webp" });
    const shirt = await createTestProduct(app.ctx.db, { sellerId: own.profile.id, name: "T-shirt", imageUrl: "/images/shirt.webp" });
    await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: own.profile.id,
      lines: [{ product: tv, quantity: 1 }, { product: shirt, quantity: 2 }],
    });
    const [order] = (await list("", own.headers)).json().orders;
    const images = Object.fromEntries((order.items as { productId: string; imageUrl: string | null }[]).map((item) => [item.productId, item.imageUrl]));
    expect(images).toEqual({ [tv.id]: "/images/tv.webp", [shirt.id]: "/images/shirt.webp" });
  });

  it("answers 401 to anonymous callers and 403 to buyers", async () => {
    expect((await list("", { origin: seller.headers.origin! })).statusCode).toBe(401);
    expect((await list("", buyer.headers)).statusCode).toBe(403);
  });
});

describe("status changes tell the buyer", () => {
  it("emails the buyer, through the outbox, once for every change, with a link to the order page", async () => {
    const { order } = await orderOf(seller.profile.id);
    expect((await setStatus(order.id, "Processing")).statusCode).toBe(200);
    expect((await setStatus(order.id, "Packaging")).statusCode).toBe(200);
    const mails = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.email.toLowerCase()));
    const about = mails.filter((m) => m.textBody.includes(`/buyer-dashboard/orders/${order.id}`));
    expect(about.map((m) => m.subject)).toEqual([
      `Your order ${order.orderNumber} is now Processing`,
      `Your order ${order.orderNumber} is now Packaging`,
    ]);
    expect(about[0]!.textBody).toContain("The seller has accepted your order and is preparing it.");
  });

  it("sends nothing for a refused change, and a seller cannot set Shipped", async () => {
    const { order } = await orderOf(seller.profile.id);
    const res = await setStatus(order.id, "Shipped");
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe("STATUS_NOT_ALLOWED");
    const mails = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.email.toLowerCase()));
    expect(mails.filter((m) => m.textBody.includes(order.id))).toEqual([]);
  });
});
