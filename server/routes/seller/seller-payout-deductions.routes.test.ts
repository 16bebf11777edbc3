import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPayoutList, SellerDues } from "@domain/schemas/admin-payouts";
import type { SellerPayoutList, SellerPayoutRow } from "@domain/schemas/seller-payouts";
import type { App } from "../../app";
import { orderInvoices, orderItems, orders, profiles } from "../../db/schema";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { paidOrders, registeredSeller } from "../../modules/tax/credit-note.fixture";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

/**
 * Payouts of orders paid through the real checkout: each carries the marketplace's deductions, worked out from its
 * invoice and the rates snapshotted when it was paid; a return's credit note lowers the TCS.
 */
let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
  admin = await signInAs(app, "admin");
});
afterAll(async () => app.close());

const system = { id: null, role: "system" } as const;

async function sellerRow(headers: Record<string, string>, orderId: string) {
  const list = (await app.inject({ url: "/api/seller/payouts", headers })).json() as SellerPayoutList;
  return { row: list.orders.find((o) => o.orderId === orderId)!, summary: list.summary };
}
async function adminRow(sellerId: string, orderId: string) {
  const list = (await app.inject({ url: `/api/admin/payouts?sellerId=${sellerId}`, headers: admin.headers })).json() as AdminPayoutList;
  return list.payouts.find((o) => o.orderId === orderId)!;
}
const deductionsOf = ({ gross, platformFee, feeGst, tcs, tds, netPayout }: SellerPayoutRow) => ({ gross, platformFee, feeGst, tcs, tds, netPayout });

describe("payout rows of an order paid through checkout", () => {
  it("deduct the fee, 18% GST on it, TCS on the invoice's taxable value and TDS; a return's credit note lowers TCS", async () => {
    // A Maharashtra seller, delivered to Mumbai: 10 × ₹1,180 incl. 18% GST = ₹11,800, taxable ₹10,000.
    const { seller, product, headers } = await registeredSeller(app, { state: "Maharashtra", prefix: "PAYOUTD", price: 1_18_000 });
    const [paid] = await paidOrders(app, buyer.headers, [{ productId: product.id, quantity: 10 }]);
    const { order, invoice } = paid!;
    expect(order).toMatchObject({ totalAmount: 11_80_000, platformFeeBasisPoints: 500, feeGstBasisPoints: 1_800, tcsBasisPoints: 50, tdsBasisPoints: 10, intraState: true });
    expect(invoice).toMatchObject({ taxableValue: 10_00_000, cgst: 90_000, sgst: 90_000, igst: 0 });
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: system, toStatus: "Delivered" });

    const before = await sellerRow(headers, order.id);
    const whole = {
      gross: 11_80_000,
      platformFee: 59_000, // 5% of ₹11,800
      feeGst: 10_620, // 18% of ₹590
      tcs: { cgst: 2_500, sgst: 2_500, igst: 0, total: 5_000 }, // 0.5% of ₹10,000
      tds: 1_180, // 0.1% of ₹11,800
      netPayout: 11_04_200,
    };
    expect(deductionsOf(before.row)).toEqual(whole);
    expect(before.row).toMatchObject({ totalAmount: 11_80_000, refundedAmount: 0, feePercent: 5 });
    expect(before.summary).toEqual({ totalEarnings: 11_04_200, pendingPayout: 11_04_200, paidOut: 0 });
    expect(await adminRow(seller.id, order.id)).toMatchObject(whole);

    // Two units (₹2,360, taxable ₹2,000) come back: refunded, and credited on a credit note.
    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = await app.inject({
      method: "POST",
      url: `/api/buyer/orders/${order.id}/returns`,
      headers: buyer.headers,
      payload: { orderItemId: item!.id, requestType: "return", quantity: 2, reason: "Damaged" },
    });
    const returnId = asked.json().id as string;
    for (const action of ["approve", "complete"]) {
      expect((await app.inject({ method: "POST", url: `/api/seller/returns/${returnId}/${action}`, headers })).statusCode).toBe(200);
    }
    const [credited] = await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    expect(credited!.creditedTaxableValue).toBe(2_00_000);

    const after = {
      gross: 9_44_000,
      platformFee: 47_200,
      feeGst: 8_496,
      tcs: { cgst: 2_000, sgst: 2_000, igst: 0, total: 4_000 }, // 0.5% of ₹8,000 left after the credit note
      tds: 944,
      netPayout: 8_83_360,
    };
    expect(deductionsOf((await sellerRow(headers, order.id)).row)).toEqual(after);
    expect(await adminRow(seller.id, order.id)).toMatchObject({ ...after, refundedAmount: 2_36_000 });

    // Past its due date, the seller's dues and the bank batch sum the same net in SQL.
    await app.ctx.db.update(orders).set({ deliveredAt: sql`now() - make_interval(days => 10)` }).where(eq(orders.id, order.id));
    await app.ctx.db
      .update(profiles)
      .set({ bankAccountHolderName: "PAYOUTD Traders", bankAccountNumber: "001234567890", bankName: "HDFC Bank", bankIfscCode: "HDFC0000123" })
      .where(eq(profiles.id, seller.id));
    const dues = (await app.inject({ url: "/api/admin/payouts/due", headers: admin.headers })).json() as SellerDues;
    expect(dues.sellers.find((due) => due.sellerId === seller.id)).toMatchObject({ orders: 1, amount: 8_83_360 });
    const csv = await app.inject({ url: `/api/admin/payouts/export.csv?sellerId=${seller.id}`, headers: admin.headers });
    expect(csv.body).toContain(",8833.60,");
  });

  it("deducts TDS at 5% when the seller has no PAN (no GSTIN), and TCS as IGST when its state is unknown", async () => {
    const { seller, product, headers } = await registeredSeller(app, { state: "Maharashtra", prefix: "NOPAN", price: 1_18_000 });
    await app.ctx.db.update(profiles).set({ gstNumber: null }).where(eq(profiles.id, seller.id));
    const [paid] = await paidOrders(app, buyer.headers, [{ productId: product.id, quantity: 10 }]);
    const { order } = paid!;
    expect(order).toMatchObject({ tdsBasisPoints: 500, intraState: false });
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: system, toStatus: "Delivered" });
    expect(deductionsOf((await sellerRow(headers, order.id)).row)).toEqual({
      gross: 11_80_000,
      platformFee: 59_000,
      feeGst: 10_620,
      tcs: { cgst: 0, sgst: 0, igst: 5_000, total: 5_000 },
      tds: 59_000, // 5% of ₹11,800
      netPayout: 11_80_000 - 59_000 - 10_620 - 5_000 - 59_000,
    });
  });
});
