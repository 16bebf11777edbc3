import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutGst } from "@domain/checkout-gst";
import { priceCheckout } from "@domain/checkout-pricing";
import { freightOfTerms, type FreightRules } from "@domain/freight";
import { gstRateBasisPoints } from "@domain/gst-rates";
import { indiaDate } from "@domain/subscription-term";
import type { CartCheckResponse } from "@domain/schemas/checkout";
import type { AdminPayoutList } from "@domain/schemas/admin-payouts";
import type { SellerPayoutList } from "@domain/schemas/seller-payouts";
import type { App } from "../../app";
import { creditNotes, orderInvoices, orderItems, orders, profiles, refunds } from "../../db/schema";
import { changeOrderStatus } from "../../modules/orders/change-order-status";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { SHIPPING, checkoutRequest, getPaymentStatus, payInSimulator, postCheckout } from "../../modules/checkout/test-factories";
import { paidOrder, paidOrders } from "../../modules/tax/credit-note.fixture";
import { signIn, signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

/**
 * Issue 32's worked example through the real app (domain/gst-worked-example.test.ts works it by hand): a Gujarat
 * seller, delivered to Mumbai, paid online, fee 5%. 50 × ₹1,350 at 5% (HSN 5208) + 20 × ₹99 at 18% (HSN 6302) +
 * ₹250 freight: taxable ₹64,285.71 + ₹1,677.97 + ₹238.10, IGST ₹3,214.29 + ₹302.03 + ₹11.90, total ₹69,730.00; fee
 * ₹3,486.50, GST on fee ₹627.57, TCS ₹331.01 IGST, TDS ₹69.73, net ₹65,215.19.
 */
const GUJARAT_GSTIN = "24AAPFU0939F1Z1";
const FLAT_250: FreightRules = {
  same_city: { kind: "flat", amount: 25_000, freeAbove: null },
  same_state: { kind: "flat", amount: 25_000, freeAbove: null },
  rest_of_india: { kind: "flat", amount: 25_000, freeAbove: null },
};

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

async function gujaratSeller(prefix: string) {
  const email = `${prefix.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const seller = await createTestSeller(app.ctx.db, { email, companyName: `${prefix} Mills`, gstNumber: GUJARAT_GSTIN, freightRules: FLAT_250 });
  await app.ctx.db.update(profiles).set({ invoicePrefix: prefix }).where(eq(profiles.id, seller.id));
  const cloth = await createTestProduct(app.ctx.db, seller.id, { name: "Cotton poplin, bolt", price: 1_35_000, hsnCode: "5208", gstRateBasisPoints: 500, stock: 1_000 });
  const towels = await createTestProduct(app.ctx.db, seller.id, { name: "Hand towel", price: 9_900, hsnCode: "6302", gstRateBasisPoints: 1_800, stock: 1_000 });
  const headers = { cookie: await signIn(app, email, "Passw0rd!x"), origin: TEST_ORIGIN };
  return { seller, cloth, towels, headers };
}

const payoutFigures = (row: { gross: number; platformFee: number; feeGst: number; tcs: unknown; tds: number; netPayout: number }) => ({
  gross: row.gross,
  platformFee: row.platformFee,
  feeGst: row.feeGst,
  tcs: row.tcs,
  tds: row.tds,
  netPayout: row.netPayout,
});

describe("issue 32's worked example, paid through the real checkout", () => {
  it("the checkout's GST is the invoice's, the invoice has the example's figures and the payout rows its deductions", async () => {
    const { seller, cloth, towels, headers } = await gujaratSeller("WORKED");
    const lines = [
      { productId: cloth.id, quantity: 50 },
      { productId: towels.id, quantity: 20 },
    ];

    // What the checkout page shows: the cart check's rates and freight terms, priced with the domain's functions.
    const checked = (
      await app.inject({ method: "POST", url: "/api/public/cart/check", headers: { origin: TEST_ORIGIN }, payload: { lines, deliveryPinCode: SHIPPING.zip } })
    ).json() as CartCheckResponse;
    const shown = priceCheckout(
      checked.lines.map((line, i) => ({ ...line, sellerId: seller.id, name: line.name ?? "", quantity: lines[i]!.quantity })),
      "online",
      freightOfTerms(checked.delivery!.sellers),
    );
    expect(shown.total).toBe(69_73_000);
    const rate = (productId: string) => gstRateBasisPoints(checked.lines.find((line) => line.productId === productId)!.gstRate!);
    const shownGst = checkoutGst(shown, rate)!;
    expect(shownGst.total).toBe(3_21_429 + 30_203 + 1_190);
    expect([shownGst.lines.get(cloth.id), shownGst.lines.get(towels.id)]).toEqual([3_21_429, 30_203]);

    const { order, invoice } = await paidOrder(app, buyer.headers, lines);
    expect(order).toMatchObject({
      totalAmount: 69_73_000,
      freightAmount: 25_000,
      intraState: false,
      freightGstRateBasisPoints: 500,
      freightTaxableValue: 23_810,
      freightIgst: 1_190,
      platformFeeBasisPoints: 500,
      tdsBasisPoints: 10,
    });
    const items = await app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const itemOf = (productId: string) => items.find((item) => item.productId === productId)!;
    expect(itemOf(cloth.id)).toMatchObject({ hsnCode: "5208", gstRateBasisPoints: 500, taxableValue: 64_28_571, cgst: 0, sgst: 0, igst: 3_21_429 });
    expect(itemOf(towels.id)).toMatchObject({ hsnCode: "6302", gstRateBasisPoints: 1_800, taxableValue: 1_67_797, cgst: 0, sgst: 0, igst: 30_203 });
    expect(invoice).toMatchObject({
      kind: "B2C",
      placeOfSupply: "Maharashtra",
      placeOfSupplyCode: "27",
      taxableValue: 66_20_178,
      cgst: 0,
      sgst: 0,
      igst: 3_52_822,
      total: 69_73_000,
      tcsCgst: 0,
      tcsSgst: 0,
      tcsIgst: 33_101,
    });
    expect(invoice.supplier).toMatchObject({ gstin: GUJARAT_GSTIN, state: "Gujarat" });
    // The checkout page's GST is the invoice's, to the paisa.
    expect(shownGst.total).toBe(invoice.cgst + invoice.sgst + invoice.igst);

    await changeOrderStatus(app.ctx, { orderId: order.id, actor: system, toStatus: "Delivered" });
    const expected = {
      gross: 69_73_000,
      platformFee: 3_48_650,
      feeGst: 62_757,
      tcs: { cgst: 0, sgst: 0, igst: 33_101, total: 33_101 },
      tds: 6_973,
      netPayout: 65_21_519,
    };
    const sellerList = (await app.inject({ url: "/api/seller/payouts", headers })).json() as SellerPayoutList;
    expect(payoutFigures(sellerList.orders.find((row) => row.orderId === order.id)!)).toEqual(expected);
    expect(sellerList.summary).toMatchObject({ totalEarnings: 65_21_519, pendingPayout: 65_21_519 });
    const adminList = (await app.inject({ url: `/api/admin/payouts?sellerId=${seller.id}`, headers: admin.headers })).json() as AdminPayoutList;
    expect(payoutFigures(adminList.payouts.find((row) => row.orderId === order.id)!)).toEqual(expected);
  });

  it("a return then an admin's cancellation credit exactly the invoice, refund exactly what was paid, and TCS follows the notes", async () => {
    const { cloth, towels, headers } = await gujaratSeller("WORKEDC");
    const { order, invoice } = await paidOrder(app, buyer.headers, [
      { productId: cloth.id, quantity: 50 },
      { productId: towels.id, quantity: 20 },
    ]);
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: system, toStatus: "Delivered" });

    // 7 towels come back: ₹693 refunded online; credited taxable 693 × 100/118 = 587.288… → ₹587.29, IGST ₹105.71.
    const [towelItem] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.productId, towels.id));
    const asked = await app.inject({
      method: "POST",
      url: `/api/buyer/orders/${order.id}/returns`,
      headers: buyer.headers,
      payload: { orderItemId: towelItem!.id, requestType: "return", quantity: 7, reason: "Damaged" },
    });
    expect(asked.statusCode).toBe(201);
    for (const action of ["approve", "complete"]) {
      expect((await app.inject({ method: "POST", url: `/api/seller/returns/${asked.json().id as string}/${action}`, headers })).statusCode).toBe(200);
    }
    const [returnNote] = await app.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(returnNote).toMatchObject({ reason: "return", taxableValue: 58_729, igst: 10_571, total: 69_300 });
    // TCS on what is left: 0.5% of ₹66,201.78 − ₹587.29 = ₹65,614.49 → ₹328.07; the note reversed ₹331.01 − ₹328.07.
    expect(returnNote!.tcsIgst).toBe(33_101 - 32_807);
    const sellerRow = async () =>
      ((await app.inject({ url: "/api/seller/payouts", headers })).json() as SellerPayoutList).orders.find((row) => row.orderId === order.id)!;
    expect((await sellerRow()).tcs).toEqual({ cgst: 0, sgst: 0, igst: 32_807, total: 32_807 });

    // An admin then cancels the delivered order: the rest of the invoice is credited, freight included.
    const cancelled = await app.inject({ method: "PATCH", url: `/api/admin/orders/${order.id}/status`, headers: admin.headers, payload: { status: "Cancelled" } });
    expect(cancelled.statusCode).toBe(200);
    const notes = await app.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(notes).toHaveLength(2);
    const cancellationNote = notes.find((note) => note.reason === "cancellation")!;
    expect(cancellationNote).toMatchObject({ taxableValue: 66_20_178 - 58_729, igst: 3_52_822 - 10_571, total: 69_73_000 - 69_300 });
    const [credited] = await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.id, invoice.id));
    expect(credited).toMatchObject({ creditedTaxableValue: 66_20_178, creditedTotal: 69_73_000 });
    // Every paisa of TCS collected on the invoice is reversed by its notes.
    expect(notes.reduce((sum, note) => sum + note.tcsIgst, 0)).toBe(invoice.tcsIgst);

    // The buyer gets back what was paid and not yet refunded: ₹69,730 − ₹693, never the whole advance again.
    const orderRefunds = await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(orderRefunds.map((refund) => refund.amount).sort((a, b) => a - b)).toEqual([69_300, 69_73_000 - 69_300]);
    const [after] = await app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe("Cancelled");
  });

  it("an exchange refunds nothing, so it issues no credit note and leaves TCS as invoiced", async () => {
    const { towels, headers } = await gujaratSeller("WORKEDX");
    const { order, invoice } = await paidOrder(app, buyer.headers, [{ productId: towels.id, quantity: 20 }]);
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: system, toStatus: "Delivered" });
    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = await app.inject({
      method: "POST",
      url: `/api/buyer/orders/${order.id}/returns`,
      headers: buyer.headers,
      payload: { orderItemId: item!.id, requestType: "exchange", quantity: 5, reason: "Wrong colour" },
    });
    expect(asked.statusCode).toBe(201);
    for (const action of ["approve", "complete"]) {
      expect((await app.inject({ method: "POST", url: `/api/seller/returns/${asked.json().id as string}/${action}`, headers })).statusCode).toBe(200);
    }
    expect(await app.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toEqual([]);
    const [after] = await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.id, invoice.id));
    expect(after).toMatchObject({ creditedTaxableValue: 0, creditedTotal: 0 });
    // 20 × ₹99 = ₹1,980 at 18% + ₹250 freight at 18%: taxable ₹1,677.97 + ₹211.86, TCS 0.5% = ₹9.449… → ₹9.45, as invoiced.
    const row = ((await app.inject({ url: "/api/seller/payouts", headers })).json() as SellerPayoutList).orders.find((o) => o.orderId === order.id)!;
    expect(row).toMatchObject({ gross: 2_23_000, tcs: { cgst: 0, sgst: 0, igst: 945, total: 945 } });
    expect(invoice).toMatchObject({ taxableValue: 1_67_797 + 21_186, tcsIgst: 945 });
  });

  it("a return completed after an admin cancelled its order refunds and credits nothing more (two sellers in one checkout)", async () => {
    const gujarat = await gujaratSeller("WORKEDR");
    const other = await gujaratSeller("WORKEDO");
    const placed = await paidOrders(app, buyer.headers, [
      { productId: gujarat.towels.id, quantity: 20 },
      { productId: other.towels.id, quantity: 20 },
    ]);
    const { order, invoice } = placed.find((paid) => paid.order.sellerId === gujarat.seller.id)!;
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: system, toStatus: "Delivered" });
    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = await app.inject({
      method: "POST",
      url: `/api/buyer/orders/${order.id}/returns`,
      headers: buyer.headers,
      payload: { orderItemId: item!.id, requestType: "return", quantity: 5, reason: "Damaged" },
    });
    const returnId = asked.json().id as string;
    expect((await app.inject({ method: "POST", url: `/api/seller/returns/${returnId}/approve`, headers: gujarat.headers })).statusCode).toBe(200);
    // The admin cancels while the return is open: the whole ₹1,980 + ₹250 freight is refunded and credited.
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: { id: null, role: "admin" }, toStatus: "Cancelled" });
    const completed = await app.inject({ method: "POST", url: `/api/seller/returns/${returnId}/complete`, headers: gujarat.headers });
    expect(completed.statusCode).toBe(200);
    const orderRefunds = await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(orderRefunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.advanceAmount);
    const notes = await app.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(notes.map((note) => note.reason)).toEqual(["cancellation"]);
    expect(notes[0]!.total).toBe(invoice.total);
  });

  it("cash on delivery: the invoice is the whole order's when the advance is paid, and the payout after delivery the same", async () => {
    const { cloth, towels, headers } = await gujaratSeller("WORKEDCOD");
    const created = await postCheckout(
      app,
      buyer.headers,
      checkoutRequest(
        [
          { productId: cloth.id, quantity: 50 },
          { productId: towels.id, quantity: 20 },
        ],
        { paymentMethod: "cod" },
      ),
    );
    expect(created.statusCode).toBe(201);
    const { orderId, paymentSessionId } = created.json() as { orderId: string; paymentSessionId: string };
    await payInSimulator(app, paymentSessionId, "pay");
    const status = (await getPaymentStatus(app, buyer.headers, orderId)).json() as { status: string; orders: { id: string }[] };
    expect(status.status).toBe("paid");
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.id, status.orders[0]!.id));
    // 10% of ₹69,730 paid now; the invoice is for all of it.
    expect(order).toMatchObject({ paymentMethod: "cod", totalAmount: 69_73_000, advanceAmount: 6_97_300 });
    const [invoice] = await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order!.id));
    expect(invoice).toMatchObject({ taxableValue: 66_20_178, igst: 3_52_822, total: 69_73_000, tcsIgst: 33_101 });

    await changeOrderStatus(app.ctx, { orderId: order!.id, actor: system, toStatus: "Delivered" });
    const row = ((await app.inject({ url: "/api/seller/payouts", headers })).json() as SellerPayoutList).orders.find((o) => o.orderId === order!.id)!;
    expect(payoutFigures(row)).toEqual({
      gross: 69_73_000,
      platformFee: 3_48_650,
      feeGst: 62_757,
      tcs: { cgst: 0, sgst: 0, igst: 33_101, total: 33_101 },
      tds: 6_973,
      netPayout: 65_21_519,
    });
  });

  it("a quoted line is taxed like any other, at its quoted price", async () => {
    const { cloth, headers } = await gujaratSeller("WORKEDQ");
    const enquiry = await app.inject({
      method: "POST",
      url: "/api/buyer/enquiries",
      headers: buyer.headers,
      payload: { productId: cloth.id, quantity: 30, targetUnitPrice: 1_20_000, deliveryCity: "Mumbai", deliveryPincode: "400050", message: "Best price for 30 bolts?" },
    });
    expect(enquiry.statusCode).toBe(201);
    const { threadId } = enquiry.json() as { threadId: string };
    const sent = await app.inject({
      method: "POST",
      url: `/api/seller/threads/${threadId}/quotes`,
      headers,
      payload: { productId: cloth.id, quantity: 30, unitPrice: 1_23_450, validUntil: indiaDate(new Date(Date.now() + 7 * 86_400_000)), deliveryTerms: "Ex-works Surat" },
    });
    expect(sent.statusCode).toBe(201);
    const quoteId = (sent.json() as { id: string }).id;
    expect((await app.inject({ method: "POST", url: `/api/buyer/quotes/${quoteId}/accept`, headers: buyer.headers })).statusCode).toBe(200);
    const { order, invoice } = await paidOrder(app, buyer.headers, [{ productId: cloth.id, quantity: 30, quoteId } as never]);
    // 30 × ₹1,234.50 = ₹37,035 at 5%: taxable 37,035 × 100/105 = 35,271.428… → ₹35,271.43, IGST ₹1,763.57; freight
    // ₹250 at 5%: ₹238.10 + ₹11.90.
    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ price: 1_23_450, quantity: 30, taxableValue: 35_27_143, igst: 1_76_357 });
    expect(invoice).toMatchObject({ taxableValue: 35_27_143 + 23_810, igst: 1_76_357 + 1_190, total: 37_03_500 + 25_000 });
  });
});
