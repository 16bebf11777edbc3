import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GST_ON_FEE_BASIS_POINTS, TCS_BASIS_POINTS, TDS_BASIS_POINTS, TDS_WITHOUT_PAN_BASIS_POINTS, orderPayoutDeductions } from "@domain/payout-deductions";
import type { DatabaseHandle } from "../../db/client";
import { orderInvoices, orderReturns, orders, returnRefunds } from "../../db/schema";
import { createUserWithProfile } from "../../db/seed/factories";
import { createTestDatabase } from "../../test/test-database";
import { createTestSeller } from "../catalog/test-factories";
import { createTestOrder, createTestProduct } from "../orders/test-factories";
import { invoiceTestOrder } from "../tax/test-factories";
import { netPayoutSql } from "./net-payout-sql";
import { payoutAmountsSql } from "./payout-amounts-sql";

/**
 * Holds the SQL that sums payouts (sellers' dues, the bank batch) to domain/payout-deductions.ts: two real orders,
 * one invoiced and one from before GST, rewritten to arbitrary amounts, rates, refunds and credits, the caps included.
 */
let handle: DatabaseHandle;
let invoiced: { orderId: string; refundId: string };
let uninvoiced: { orderId: string; refundId: string };

async function deliveredOrderWithRefund(sellerId: string, buyerId: string) {
  const product = await createTestProduct(handle.db, { sellerId, price: 11_800 });
  const { order, items } = await createTestOrder(handle.db, { buyerId, sellerId, lines: [{ product, quantity: 1 }], status: "Delivered" });
  const [request] = await handle.db
    .insert(orderReturns)
    .values({ orderId: order.id, orderItemId: items[0]!.id, sellerId, buyerId, requestType: "return", quantity: 1, reason: "Test", status: "completed" })
    .returning();
  const [refund] = await handle.db.insert(returnRefunds).values({ returnId: request!.id, orderId: order.id, amount: 0, onlineAmount: 0, manualAmount: 0 }).returning();
  return { order, refundId: refund!.id };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const seller = await createTestSeller(handle.db, { companyName: `Sql Mirror ${randomUUID().slice(0, 6)}` });
  const buyer = await createUserWithProfile(handle.db, { email: `sql-mirror-${randomUUID()}@example.test`, password: "Passw0rd!x", accountType: "buyer" });
  const first = await deliveredOrderWithRefund(seller.id, buyer.id);
  await invoiceTestOrder(handle.db, first.order.id);
  invoiced = { orderId: first.order.id, refundId: first.refundId };
  const second = await deliveredOrderWithRefund(seller.id, buyer.id);
  uninvoiced = { orderId: second.order.id, refundId: second.refundId };
});
afterAll(async () => handle.close());

const basisPoints = fc.integer({ min: 0, max: 10_000 });
const money = fc.integer({ min: 0, max: 100_000_000_000 });

/** An order's paid amounts, refund, rates and (for the invoiced one) its taxable value and credits. */
const scenario = fc
  .record({
    total: money,
    advanceShare: fc.double({ min: 0, max: 1, noNaN: true }),
    collectedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    refundShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
    taxable: fc.oneof(money, fc.constant(0)),
    creditShare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
    platformFeeBasisPoints: fc.oneof(fc.constantFrom(0, 250, 500), basisPoints),
    feeGstBasisPoints: fc.oneof(fc.constantFrom(0, GST_ON_FEE_BASIS_POINTS), basisPoints),
    tcsBasisPoints: fc.oneof(fc.constantFrom(0, TCS_BASIS_POINTS), basisPoints),
    tdsBasisPoints: fc.oneof(fc.constantFrom(0, TDS_BASIS_POINTS, TDS_WITHOUT_PAN_BASIS_POINTS), basisPoints),
    intraState: fc.boolean(),
  })
  .map((s) => {
    const advanceAmount = Math.floor(s.total * s.advanceShare);
    const collectedOnDelivery = Math.floor((s.total - advanceAmount) * s.collectedShare);
    const refunded = Math.floor((advanceAmount + collectedOnDelivery) * s.refundShare);
    return { ...s, advanceAmount, collectedOnDelivery, refunded, credited: Math.floor(s.taxable * s.creditShare) };
  });
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

async function apply(target: { orderId: string; refundId: string }, s: Scenario) {
  await handle.db
    .update(orders)
    .set({
      totalAmount: s.total,
      advanceAmount: s.advanceAmount,
      collectedOnDelivery: s.collectedOnDelivery,
      freightAmount: 0,
      freightTaxableValue: 0,
      freightCgst: 0,
      freightSgst: 0,
      freightIgst: 0,
      platformFeeBasisPoints: s.platformFeeBasisPoints,
      feeGstBasisPoints: s.feeGstBasisPoints,
      tcsBasisPoints: s.tcsBasisPoints,
      tdsBasisPoints: s.tdsBasisPoints,
      intraState: s.intraState,
    })
    .where(eq(orders.id, target.orderId));
  await handle.db.update(returnRefunds).set({ amount: s.refunded, manualAmount: s.refunded }).where(eq(returnRefunds.id, target.refundId));
  await handle.db
    .update(orderInvoices)
    .set({ taxableValue: s.taxable, cgst: 0, sgst: 0, igst: 0, total: s.taxable, creditedTaxableValue: s.credited, creditedTotal: s.credited })
    .where(eq(orderInvoices.orderId, target.orderId));
}

async function figuresOf(orderId: string) {
  const [row] = await handle.db
    .select({ order: orders, ...payoutAmountsSql, net: netPayoutSql })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!;
}

describe("netPayoutSql", () => {
  it("is exactly orderPayoutDeductions' net for any amounts, rates, refunds and credits, capped or not", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, scenario, async (withInvoice, withoutInvoice) => {
        await apply(invoiced, withInvoice);
        await apply(uninvoiced, withoutInvoice);
        const first = await figuresOf(invoiced.orderId);
        const second = await figuresOf(uninvoiced.orderId);
        expect({ refunded: first.refunded, netTaxableValue: first.netTaxableValue }).toEqual({ refunded: withInvoice.refunded, netTaxableValue: withInvoice.taxable - withInvoice.credited });
        expect({ refunded: second.refunded, netTaxableValue: second.netTaxableValue }).toEqual({ refunded: withoutInvoice.refunded, netTaxableValue: 0 });
        const expected = [first, second].map((row) => orderPayoutDeductions(row.order, row).net);
        expect([first.net, second.net]).toEqual(expected);

        // Summed as the dues and the bank batch sum it.
        const [sum] = await handle.db
          .select({ total: sql<number>`sum(${netPayoutSql})`.mapWith(Number) })
          .from(orders)
          .where(inArray(orders.id, [invoiced.orderId, uninvoiced.orderId]));
        expect(sum!.total).toBe(expected[0]! + expected[1]!);
      }),
      { numRuns: 60 },
    );
  });

  it("pays an order all of gross − fee at zero deduction rates, as before GST", async () => {
    const s: Scenario = {
      total: 1_00_000,
      advanceShare: 1,
      collectedShare: 0,
      refundShare: 0,
      taxable: 84_746,
      creditShare: 0,
      platformFeeBasisPoints: 500,
      feeGstBasisPoints: 0,
      tcsBasisPoints: 0,
      tdsBasisPoints: 0,
      intraState: true,
      advanceAmount: 1_00_000,
      collectedOnDelivery: 0,
      refunded: 40_000,
      credited: 0,
    };
    await apply(invoiced, s);
    expect((await figuresOf(invoiced.orderId)).net).toBe(57_000);
  });
});
