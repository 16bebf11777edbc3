import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayoutDeductions } from "@domain/payout-deductions";
import type { App } from "../../app";
import { orderReturns, orders } from "../../db/schema";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { multipartFile } from "../../test/multipart-form";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";
import { HTML_PAGE, photoWithGps, sampleImage } from "../../test/upload-samples";

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let seller: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
  seller = await signInAs(app, "seller");
});
afterAll(async () => app.close());

const deliveredOrder = async (buyerId: string, { status = "Delivered", quantity = 2 }: { status?: "Delivered" | "Shipped"; quantity?: number } = {}) => {
  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, stock: 1000 });
  return createTestOrder(app.ctx.db, { buyerId, sellerId: seller.profile.id, lines: [{ product, quantity }], status });
};
const request = (orderId: string, payload: object, headers = buyer.headers) =>
  app.inject({ method: "POST", url: `/api/buyer/orders/${orderId}/returns`, headers, payload });
const uploadPhoto = async (orderId: string, content: Buffer, headers = buyer.headers) => {
  const form = multipartFile({ name: "bent.jpg", type: "image/jpeg", content });
  return app.inject({ method: "POST", url: `/api/buyer/orders/${orderId}/return-photos`, payload: form.payload, headers: { ...headers, ...form.headers } });
};
const detailOf = async (orderId: string) => (await app.inject({ url: `/api/buyer/orders/${orderId}`, headers: buyer.headers })).json();

describe("return and exchange requests by quantity", () => {
  it("allows several partial requests while units remain, and refuses more than remain (422)", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id, { quantity: 10 });
    const item = items[0]!.id;
    const first = await request(order.id, { orderItemId: item, requestType: "exchange", quantity: 4, reason: "  Wrong size received  " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ requestType: "exchange", quantity: 4, reason: "Wrong size received", status: "pending", photos: [], refund: null });
    const [row] = await app.ctx.db.select().from(orderReturns).where(eq(orderReturns.orderItemId, item));
    expect(row).toMatchObject({ sellerId: seller.profile.id, buyerId: buyer.profile.id, orderId: order.id, quantity: 4 });

    expect((await request(order.id, { orderItemId: item, requestType: "return", quantity: 5, reason: "Two were bent" })).statusCode).toBe(201);
    const tooMany = await request(order.id, { orderItemId: item, requestType: "return", quantity: 2, reason: "Changed my mind" });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toMatchObject({ code: "RETURN_QUANTITY_EXCEEDED", message: "Only 1 of 10 units of this item can still be returned or exchanged.", details: { remaining: 1 } });

    const detail = await detailOf(order.id);
    expect(detail.items[0]).toMatchObject({ quantity: 10, returnableQuantity: 1, returnedQuantity: 0 });
    expect(detail.items[0].returnRequests.map((r: { quantity: number }) => r.quantity)).toEqual([4, 5]);
  });

  it("gives back the units of a rejected request", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id, { quantity: 3 });
    const all = (await request(order.id, { orderItemId: items[0]!.id, requestType: "return", quantity: 3, reason: "Damaged" })).json() as { id: string };
    expect((await request(order.id, { orderItemId: items[0]!.id, requestType: "return", quantity: 1, reason: "Damaged" })).json().error.code).toBe("RETURN_QUANTITY_EXCEEDED");
    await app.inject({ method: "POST", url: `/api/seller/returns/${all.id}/reject`, headers: seller.headers });
    expect((await request(order.id, { orderItemId: items[0]!.id, requestType: "return", quantity: 3, reason: "Damaged" })).statusCode).toBe(201);
  });

  it("lets only one of two concurrent requests take the last units (the order's row lock)", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id, { quantity: 3 });
    const payload = { orderItemId: items[0]!.id, requestType: "return", quantity: 2, reason: "Damaged" };
    const answers = await Promise.all([request(order.id, payload), request(order.id, payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
  });

  it("requires a reason, a known request type and a quantity of at least 1", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id);
    const base = { orderItemId: items[0]!.id, requestType: "return", quantity: 1, reason: "Broken" };
    expect((await request(order.id, { ...base, reason: "   " })).statusCode).toBe(400);
    expect((await request(order.id, { ...base, requestType: "refund" })).statusCode).toBe(400);
    expect((await request(order.id, { ...base, quantity: 0 })).statusCode).toBe(400);
    expect((await request(order.id, { ...base, quantity: 1.5 })).statusCode).toBe(400);
    const { quantity: _omitted, ...withoutQuantity } = base;
    expect((await request(order.id, withoutQuantity)).statusCode).toBe(400);
  });

  it("is refused before delivery (409)", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id, { status: "Shipped" });
    const res = await request(order.id, { orderItemId: items[0]!.id, requestType: "return", quantity: 1, reason: "Damaged" });
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
    const res = await request(order.id, { orderItemId: items[0]!.id, requestType: "return", quantity: 1, reason: "Damaged" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "RETURN_WINDOW_CLOSED", message: "A return or exchange can be requested only within 7 days of delivery." });
    expect((await detailOf(order.id)).canRequestReturn).toBe(false);
    const recent = await deliveredOrder(buyer.profile.id);
    expect((await detailOf(recent.order.id)).canRequestReturn).toBe(true);
  });

  it("never touches another buyer's order, nor an item of another order (404)", async () => {
    const other = await signInAs(app, "buyer");
    const theirs = await deliveredOrder(other.profile.id);
    const res = await request(theirs.order.id, { orderItemId: theirs.items[0]!.id, requestType: "return", quantity: 1, reason: "Damaged" });
    expect(res.statusCode).toBe(404);
    expect((await uploadPhoto(theirs.order.id, await sampleImage("jpeg"))).statusCode).toBe(404);

    const mine = await deliveredOrder(buyer.profile.id);
    const crossed = await request(mine.order.id, { orderItemId: theirs.items[0]!.id, requestType: "return", quantity: 1, reason: "Damaged" });
    expect(crossed.statusCode).toBe(404);
    expect(await app.ctx.db.select().from(orderReturns).where(eq(orderReturns.orderItemId, theirs.items[0]!.id))).toHaveLength(0);
  });
});

describe("photos of a request", () => {
  it("stores up to 3 re-encoded photos, shown to the buyer and the order's seller only", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id);
    const upload = await uploadPhoto(order.id, await photoWithGps());
    expect(upload.statusCode).toBe(201);
    const { photoId } = upload.json() as { photoId: string };
    const created = await request(order.id, { orderItemId: items[0]!.id, requestType: "return", quantity: 1, reason: "Bent", photos: [photoId] });
    expect(created.statusCode).toBe(201);
    const returnId = created.json().id as string;
    expect(created.json().photos).toEqual([{ id: photoId, url: `/api/buyer/returns/${returnId}/photos/${photoId}` }]);

    const asBuyer = await app.inject({ url: `/api/buyer/returns/${returnId}/photos/${photoId}`, headers: buyer.headers });
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.headers["content-type"]).toBe("image/webp");
    expect(asBuyer.headers["cache-control"]).toContain("private");
    const metadata = await sharp(asBuyer.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp" });
    expect(metadata.exif).toBeUndefined();
    expect((await app.inject({ url: `/api/seller/returns/${returnId}/photos/${photoId}`, headers: seller.headers })).statusCode).toBe(200);
    const listed = (await app.inject({ url: "/api/seller/returns", headers: seller.headers })).json().returns.find((r: { id: string }) => r.id === returnId);
    expect(listed.photos).toEqual([{ id: photoId, url: `/api/seller/returns/${returnId}/photos/${photoId}` }]);

    const otherBuyer = await signInAs(app, "buyer");
    const otherSeller = await signInAs(app, "seller");
    expect((await app.inject({ url: `/api/buyer/returns/${returnId}/photos/${photoId}`, headers: otherBuyer.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/seller/returns/${returnId}/photos/${photoId}`, headers: otherSeller.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/buyer/returns/${returnId}/photos/${crypto.randomUUID()}`, headers: buyer.headers })).statusCode).toBe(404);
  });

  it("refuses a fourth photo (400), a photo never uploaded for the order (422) and a file that is not an image (415)", async () => {
    const { order, items } = await deliveredOrder(buyer.profile.id);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(((await uploadPhoto(order.id, await sampleImage("png"))).json() as { photoId: string }).photoId);
    const base = { orderItemId: items[0]!.id, requestType: "return", quantity: 1, reason: "Bent" };
    const four = await request(order.id, { ...base, photos: ids });
    expect(four.statusCode).toBe(400);
    expect(four.json().error.code).toBe("VALIDATION_ERROR");
    const unknown = await request(order.id, { ...base, photos: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe("RETURN_PHOTO_MISSING");
    // A photo uploaded for another order of the same buyer is not this order's.
    const other = await deliveredOrder(buyer.profile.id);
    const elsewhere = ((await uploadPhoto(other.order.id, await sampleImage("png"))).json() as { photoId: string }).photoId;
    expect((await request(order.id, { ...base, photos: [elsewhere] })).statusCode).toBe(422);
    expect((await uploadPhoto(order.id, HTML_PAGE)).statusCode).toBe(415);
    expect((await request(order.id, { ...base, photos: ids.slice(0, 3) })).statusCode).toBe(201);
  });
});

describe("what a return refunds, and what the order pages show", () => {
  it("refunds 5 of 50 COD packs as ₹6,750: ₹675 online and ₹6,075 by hand, agreeing with the payout", async () => {
    // 50 × ₹1,350 = ₹67,500, cash on delivery: ₹6,750 advance online, the rest collected when Delivered.
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price: 135_000, stock: 100 });
    const { order, items } = await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      lines: [{ product, quantity: 50 }],
      paymentMethod: "cod",
      status: "Shipped",
    });
    expect(order).toMatchObject({ totalAmount: 6_750_000, advanceAmount: 675_000, collectedOnDelivery: 0 });
    expect(await detailOf(order.id)).toMatchObject({ amountPaid: 675_000, amountPaidOnDelivery: 0, amountDueOnDelivery: 6_075_000 });

    await changeOrderStatus(app.ctx, { orderId: order.id, actor: { id: null, role: "system" }, toStatus: "Delivered" });
    expect(await detailOf(order.id)).toMatchObject({ amountPaid: 675_000, amountPaidOnDelivery: 6_075_000, amountDueOnDelivery: 0, netPaid: 6_750_000 });

    const created = await request(order.id, { orderItemId: items[0]!.id, requestType: "return", quantity: 5, reason: "5 packs torn" });
    const returnId = created.json().id as string;
    const approved = (await app.inject({ method: "POST", url: `/api/seller/returns/${returnId}/approve`, headers: seller.headers })).json();
    expect(approved).toMatchObject({ quantity: 5, lineQuantity: 50, refundPreview: { amount: 675_000, online: 67_500, manual: 607_500 } });
    const completed = (await app.inject({ method: "POST", url: `/api/seller/returns/${returnId}/complete`, headers: seller.headers })).json();
    expect(completed.refund).toMatchObject({ amount: 675_000, onlineAmount: 67_500, manualAmount: 607_500 });

    const detail = await detailOf(order.id);
    expect(detail.items[0]).toMatchObject({ returnedQuantity: 5, returnableQuantity: 45, refunded: { amount: 675_000, online: 67_500, manual: 607_500 } });
    expect(detail.items[0].returnRequests[0]).toMatchObject({ quantity: 5, status: "completed", refund: { amount: 675_000, online: 67_500, manual: 607_500 } });
    expect(detail).toMatchObject({ displayStatus: "Delivered", amountDueOnDelivery: 0, returnsRefunded: { amount: 675_000 }, netPaid: 6_075_000, refund: null });

    const payouts = (await app.inject({ url: "/api/seller/payouts?pageSize=100", headers: seller.headers })).json();
    const row = payouts.orders.find((o: { orderId: string }) => o.orderId === order.id);
    expect(row).toMatchObject({ refundedAmount: 675_000 });
    expect(row.platformFee + row.netPayout).toBe(detail.netPaid);
    const [stored] = await app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(orderPayoutDeductions(stored!, { refunded: 675_000, netTaxableValue: 0 }).net).toBe(row.netPayout);

    const sellerRow = (await app.inject({ url: "/api/seller/orders?limit=50", headers: seller.headers })).json().orders.find((o: { id: string }) => o.id === order.id);
    expect(sellerRow).toMatchObject({ amountPaidOnDelivery: 6_075_000, amountDueOnDelivery: 0, returnsRefunded: 675_000, displayStatus: "Delivered" });
  });

  it("shows Refunded once every unit came back, and counts paid less refunds as spent", async () => {
    const spender = await signInAs(app, "buyer");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price: 10_000 });
    const returned = await createTestOrder(app.ctx.db, { buyerId: spender.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 3 }], status: "Delivered" });
    const kept = await createTestOrder(app.ctx.db, { buyerId: spender.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 2 }], paymentMethod: "cod" });
    for (const quantity of [1, 2]) {
      const { id } = (await request(returned.order.id, { orderItemId: returned.items[0]!.id, requestType: "return", quantity, reason: "Bent" }, spender.headers)).json() as { id: string };
      await app.inject({ method: "POST", url: `/api/seller/returns/${id}/approve`, headers: seller.headers });
      await app.inject({ method: "POST", url: `/api/seller/returns/${id}/complete`, headers: seller.headers });
    }
    const detail = (await app.inject({ url: `/api/buyer/orders/${returned.order.id}`, headers: spender.headers })).json();
    expect(detail).toMatchObject({ status: "Delivered", displayStatus: "Refunded", netPaid: 0, returnsRefunded: { amount: 30_000, online: 30_000, manual: 0 } });
    const list = (await app.inject({ url: "/api/buyer/orders", headers: spender.headers })).json();
    expect(list.orders.find((o: { id: string }) => o.id === returned.order.id)).toMatchObject({ status: "Delivered", displayStatus: "Refunded" });
    const sellerRow = (await app.inject({ url: "/api/seller/orders?limit=50", headers: seller.headers })).json().orders.find((o: { id: string }) => o.id === returned.order.id);
    expect(sellerRow.displayStatus).toBe("Refunded");

    // Spent: the COD order's ₹20 advance only (its ₹180 balance is not paid yet); the returned order nets to nothing.
    const summary = (await app.inject({ url: "/api/buyer/orders/summary", headers: spender.headers })).json();
    expect(kept.order.advanceAmount).toBe(2_000);
    expect(summary.totalSpent).toBe(2_000);
    // A cancelled order's refunded advance is not spent either.
    await app.inject({ method: "POST", url: `/api/buyer/orders/${kept.order.id}/cancel`, headers: spender.headers });
    expect((await app.inject({ url: "/api/buyer/orders/summary", headers: spender.headers })).json().totalSpent).toBe(0);
  });

  it("records the COD balance collected only while the order is Delivered", async () => {
    const { order } = await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      lines: [{ product: await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price: 10_000 }), quantity: 10 }],
      paymentMethod: "cod",
      status: "Shipped",
    });
    const collected = async () => (await app.ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.collectedOnDelivery;
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: { id: null, role: "system" }, toStatus: "Delivered" });
    expect(await collected()).toBe(90_000);
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: { id: null, role: "system" }, toStatus: "In Transit" });
    expect(await collected()).toBe(0);
    expect((await detailOf(order.id)).amountDueOnDelivery).toBe(90_000);
  });
});
