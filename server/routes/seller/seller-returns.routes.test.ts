import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { orders, refunds, returnRefunds } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { returnRefundKey } from "../../modules/returns/complete-return";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

let app: App;
let seller: Awaited<ReturnType<typeof signInAs>>;
let buyer: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  seller = await signInAs(app, "seller");
  buyer = await signInAs(app, "buyer");
});
afterAll(async () => app.close());

/** A delivered order of two lines (₹400 and ₹600) with the buyer's request on the first line. */
async function deliveredWithRequest(options: { paymentMethod?: "online" | "cod"; requestType?: "return" | "exchange"; sellerId?: string } = {}) {
  const sellerId = options.sellerId ?? seller.profile.id;
  const small = await createTestProduct(app.ctx.db, { sellerId, price: 20_000 });
  const large = await createTestProduct(app.ctx.db, { sellerId, price: 60_000 });
  const { order, items } = await createTestOrder(app.ctx.db, {
    buyerId: buyer.profile.id,
    sellerId,
    lines: [{ product: small, quantity: 2 }, { product: large, quantity: 1 }],
    paymentMethod: options.paymentMethod,
    status: "Delivered",
  });
  const returnedItem = items.find((item) => item.productId === small.id)!;
  const keptItem = items.find((item) => item.productId === large.id)!;
  const res = await requestReturnOf(order.id, returnedItem.id, options.requestType, 2);
  return { order, returnedItem, keptItem, returnId: (res.json() as { id: string }).id };
}

async function requestReturnOf(orderId: string, orderItemId: string, requestType: "return" | "exchange" = "return", quantity = 1) {
  const res = await app.inject({
    method: "POST",
    url: `/api/buyer/orders/${orderId}/returns`,
    headers: buyer.headers,
    payload: { orderItemId, requestType, quantity, reason: "Two bolts arrived bent" },
  });
  expect(res.statusCode).toBe(201);
  return res;
}

const act = (returnId: string, action: "approve" | "reject" | "complete", headers: Record<string, string> = seller.headers) =>
  app.inject({ method: "POST", url: `/api/seller/returns/${returnId}/${action}`, headers });
const payoutStatusOf = async (orderId: string) =>
  (await app.ctx.db.select({ s: orders.payoutStatus }).from(orders).where(eq(orders.id, orderId)))[0]!.s;

describe("GET /api/seller/returns", () => {
  it("lists the seller's own requests, newest first, with the item and what may be done", async () => {
    const own = await signInAs(app, "seller");
    const first = await deliveredWithRequest({ sellerId: own.profile.id });
    const second = await deliveredWithRequest({ sellerId: own.profile.id, requestType: "exchange" });
    await deliveredWithRequest(); // another seller's request stays out

    const res = await app.inject({ method: "GET", url: "/api/seller/returns", headers: own.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.returns.map((r: { id: string }) => r.id)).toEqual([second.returnId, first.returnId]);
    expect(body.returns[1]).toMatchObject({
      orderId: first.order.id,
      orderItemId: first.returnedItem.id,
      productName: first.returnedItem.productName,
      quantity: 2,
      lineQuantity: 2,
      unitPrice: 20_000,
      lineAmount: 40_000,
      requestType: "return",
      reason: "Two bolts arrived bent",
      photos: [],
      status: "pending",
      canDecide: true,
      canComplete: false,
      refund: null,
      // What completing it would refund: the 2 units' share of what was paid (online: all of it).
      refundPreview: { amount: 40_000, online: 40_000, manual: 0 },
    });
    expect(body.returns[0]).toMatchObject({ requestType: "exchange", refundPreview: null });
    const pending = await app.inject({ method: "GET", url: "/api/seller/returns?status=approved", headers: own.headers });
    expect(pending.json().returns).toEqual([]);
  });

  it("answers 401 to anonymous callers and 403 to buyers, on every route", async () => {
    const { returnId } = await deliveredWithRequest();
    expect((await app.inject({ method: "GET", url: "/api/seller/returns", headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/seller/returns", headers: buyer.headers })).statusCode).toBe(403);
    for (const action of ["approve", "reject", "complete"] as const) {
      expect((await act(returnId, action, { origin: TEST_ORIGIN })).statusCode).toBe(401);
      expect((await act(returnId, action, buyer.headers)).statusCode).toBe(403);
    }
  });

  it("answers 404 to another seller on every action, and changes nothing", async () => {
    const other = await signInAs(app, "seller");
    const { returnId } = await deliveredWithRequest();
    for (const action of ["approve", "reject", "complete"] as const) {
      const res = await act(returnId, action, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("RETURN_NOT_FOUND");
    }
    expect((await act("not-a-uuid", "approve")).statusCode).toBe(404);
    expect((await act(returnId, "approve")).json().status).toBe("approved");
  });
});

describe("approve, reject and complete", () => {
  it("approves or rejects only a pending request", async () => {
    const approved = await deliveredWithRequest();
    const res = await act(approved.returnId, "approve");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "approved", canDecide: false, canComplete: true });
    for (const action of ["approve", "reject"] as const) {
      const again = await act(approved.returnId, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe("RETURN_NOT_PENDING");
    }
    const rejected = await deliveredWithRequest();
    expect((await act(rejected.returnId, "reject")).json()).toMatchObject({ status: "rejected", canDecide: false, canComplete: false });
    expect((await act(rejected.returnId, "approve")).statusCode).toBe(409);
  });

  it("completes only an approved request", async () => {
    const { returnId } = await deliveredWithRequest();
    const early = await act(returnId, "complete");
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe("RETURN_NOT_APPROVED");
    await act(returnId, "reject");
    expect((await act(returnId, "complete")).json().error.code).toBe("RETURN_NOT_APPROVED");
  });

  it("refunds the returned line once, online, when two completions race", async () => {
    const { order, returnId } = await deliveredWithRequest();
    await act(returnId, "approve");
    const answers = await Promise.all([act(returnId, "complete"), act(returnId, "complete")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((a) => a.statusCode === 200)!.json();
    expect(done).toMatchObject({ status: "completed", refund: { amount: 40_000, onlineAmount: 40_000, manualAmount: 0, onlineStatus: "success" } });

    const orderRefunds = await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(orderRefunds).toEqual([expect.objectContaining({ refundKey: returnRefundKey(returnId), amount: 40_000, status: "success" })]);
    expect(await app.ctx.db.select().from(returnRefunds).where(eq(returnRefunds.orderId, order.id))).toHaveLength(1);
    expect((await act(returnId, "complete")).statusCode).toBe(409);
  });

  it("refunds a COD return's share of the advance online and its share of the cash collected by hand", async () => {
    // Total ₹1,000: advance 10% = ₹100 paid online, ₹900 collected on delivery; the returned line is worth ₹400.
    const { order, returnId } = await deliveredWithRequest({ paymentMethod: "cod" });
    expect(order).toMatchObject({ advanceAmount: 10_000, collectedOnDelivery: 90_000 });
    const preview = (await act(returnId, "approve")).json();
    expect(preview.refundPreview).toEqual({ amount: 40_000, online: 4_000, manual: 36_000 });
    const res = await act(returnId, "complete");
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toEqual({ amount: 40_000, onlineAmount: 4_000, onlineStatus: "success", manualAmount: 36_000, manualSettled: false });
    const [recorded] = await app.ctx.db.select().from(returnRefunds).where(eq(returnRefunds.returnId, returnId));
    expect(recorded).toMatchObject({ amount: 40_000, onlineAmount: 4_000, manualAmount: 36_000, manualSettledAt: null });
    const online = await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(online.map((r) => r.amount)).toEqual([4_000]);
  });

  it("completes an exchange without refunding anything", async () => {
    const { order, returnId } = await deliveredWithRequest({ requestType: "exchange" });
    await act(returnId, "approve");
    const res = await act(returnId, "complete");
    expect(res.json()).toMatchObject({ status: "completed", refund: null });
    expect(await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });
});

describe("payout hold", () => {
  it("holds the payout while any request on the order is open and releases it when the last one closes", async () => {
    const { order, keptItem, returnId } = await deliveredWithRequest();
    expect(await payoutStatusOf(order.id)).toBe("Hold");
    const second = (await requestReturnOf(order.id, keptItem.id, "exchange")).json() as { id: string };

    await act(returnId, "reject");
    expect(await payoutStatusOf(order.id)).toBe("Hold"); // the exchange is still open
    await act(second.id, "approve");
    expect(await payoutStatusOf(order.id)).toBe("Hold");
    await act(second.id, "complete");
    expect(await payoutStatusOf(order.id)).toBe("Pending");
  });

  it("leaves a payout being made or made alone", async () => {
    const { order, returnId } = await deliveredWithRequest();
    await app.ctx.db.update(orders).set({ payoutStatus: "Processing" }).where(eq(orders.id, order.id));
    await act(returnId, "reject");
    expect(await payoutStatusOf(order.id)).toBe("Processing");
  });
});
