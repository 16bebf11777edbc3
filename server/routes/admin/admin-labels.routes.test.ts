import type { AdminPayoutList } from "@domain/schemas/admin-payouts";
import type { SellerPayoutList } from "@domain/schemas/seller-payouts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { auditLog, orderReturns, orders } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { syncPayoutHold } from "../../modules/payouts/payout-hold";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

/** Payout holds carry their reason to the seller; only a seller's account is ever verified. */

let app: App;
let admin: Awaited<ReturnType<typeof signInAs>>;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let seller: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  [admin, buyer, seller] = await Promise.all([signInAs(app, "admin"), signInAs(app, "buyer"), signInAs(app, "seller")]);
});
afterAll(async () => app.close());

async function deliveredOrder() {
  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
  const { order } = await createTestOrder(app.ctx.db, {
    buyerId: buyer.profile.id,
    sellerId: seller.profile.id,
    lines: [{ product, quantity: 4 }],
    status: "Delivered",
    createdAt: new Date(Date.now() - 3 * 86_400_000),
  });
  return order;
}

const setPayout = (orderId: string, payload: object) => app.inject({ method: "PATCH", url: `/api/admin/payouts/${orderId}`, headers: admin.headers, payload });
const sellerRow = async (orderId: string) =>
  ((await app.inject({ method: "GET", url: "/api/seller/payouts", headers: seller.headers })).json() as SellerPayoutList).orders.find((row) => row.orderId === orderId)!;
const adminRow = async (orderNumber: string) =>
  ((await app.inject({ method: "GET", url: `/api/admin/payouts?q=${orderNumber}`, headers: admin.headers })).json() as AdminPayoutList).payouts[0]!;

describe("a payout on hold", () => {
  it("needs the admin's reason, which the seller and the admin read beside the status, and is audited", async () => {
    const order = await deliveredOrder();
    const bare = await setPayout(order.id, { status: "Hold" });
    expect(bare.statusCode).toBe(400);
    expect((await setPayout(order.id, { status: "Hold", reason: "   " })).statusCode).toBe(400);

    const held = await setPayout(order.id, { status: "Hold", reason: "Bank account name does not match the GST certificate" });
    expect(held.statusCode).toBe(200);
    const hold = { reason: "Bank account name does not match the GST certificate", returnOpen: false };
    expect(held.json()).toMatchObject({ orderNumber: order.orderNumber, payoutStatus: "Hold", hold });
    expect(await sellerRow(order.id)).toMatchObject({ orderNumber: order.orderNumber, payoutStatus: "Hold", hold });
    expect(await adminRow(order.orderNumber)).toMatchObject({ hold });
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, order.id)).orderBy(auditLog.id);
    expect(audit!.details).toMatchObject({ before: { payoutStatus: "Pending", payoutHoldReason: null }, after: { payoutStatus: "Hold", payoutHoldReason: hold.reason } });

    // Released, the reason goes with the hold.
    expect((await setPayout(order.id, { status: "Pending" })).json()).toMatchObject({ payoutStatus: "Pending", hold: null });
    const [stored] = await app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.payoutHoldReason).toBeNull();
  });

  it("from an open return reads as such, and an admin's hold outlasts the return", async () => {
    const order = await deliveredOrder();
    const [item] = await app.ctx.db.query.orderItems.findMany({ where: (t, { eq: is }) => is(t.orderId, order.id) });
    const [request] = await app.ctx.db
      .insert(orderReturns)
      .values({ orderId: order.id, orderItemId: item!.id, sellerId: seller.profile.id, buyerId: buyer.profile.id, requestType: "return", reason: "Torn", quantity: 1 })
      .returning();
    await syncPayoutHold(app.ctx.db, order.id);
    expect(await sellerRow(order.id)).toMatchObject({ payoutStatus: "Hold", hold: { reason: null, returnOpen: true } });

    // The admin holds it for a reason of its own: closing the return leaves it held.
    await setPayout(order.id, { status: "Hold", reason: "Buyer disputes the delivery" });
    await app.ctx.db.update(orderReturns).set({ status: "rejected" }).where(eq(orderReturns.id, request!.id));
    await syncPayoutHold(app.ctx.db, order.id);
    expect(await sellerRow(order.id)).toMatchObject({ payoutStatus: "Hold", hold: { reason: "Buyer disputes the delivery", returnOpen: false } });
  });
});

describe("verification", () => {
  const verify = (userId: string) => app.inject({ method: "PATCH", url: `/api/admin/users/${userId}`, headers: admin.headers, payload: { isVerified: true } });

  it("is refused for a buyer's or an admin's account, with a code that says why", async () => {
    const someBuyer = await signInAs(app, "buyer");
    const otherAdmin = await signInAs(app, "admin");
    for (const target of [someBuyer, otherAdmin]) {
      const res = await verify(target.profile.id);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: { code: "ONLY_SELLERS_VERIFIED", message: "Only seller accounts can be verified." } });
    }
  });

  it("is given to a seller's account", async () => {
    const unverified = await signInAs(app, "seller", { isVerified: false });
    const res = await verify(unverified.profile.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isVerified: true });
  });
});
