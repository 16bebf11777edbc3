import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditForReturn } from "@domain/credit-note";
import { financialYearOf } from "@domain/financial-year";
import { indiaDate } from "@domain/subscription-term";
import type { App } from "../../app";
import { creditNotes, orderInvoices, orderItems, orders } from "../../db/schema";
import { latestEmail } from "../../test/outbox";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";
import { changeOrderStatus } from "../orders/change-order-status";
import { createTestOrder, createTestProduct } from "../orders/test-factories";
import { paidOrder, paidOrders, registeredSeller } from "./credit-note.fixture";
import { issueCancellationCreditNote } from "./issue-credit-note";

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
const year = financialYearOf(indiaDate(new Date()));
const admin = { id: null, role: "admin" } as const;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
});
afterAll(async () => app.close());

const notesOf = (orderId: string) => app.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.sequence));
const invoiceOf = async (orderId: string) => (await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId)))[0]!;
const cancel = (orderId: string) => app.inject({ method: "POST", url: `/api/buyer/orders/${orderId}/cancel`, headers: buyer.headers, payload: {} });
const taxOf = (row: { taxableValue: number; cgst: number; sgst: number; igst: number; total: number }) => ({
  taxableValue: row.taxableValue,
  cgst: row.cgst,
  sgst: row.sgst,
  igst: row.igst,
  total: row.total,
});

describe("a cancelled paid order's credit note", () => {
  it("within Maharashtra: equals the invoice in CGST + SGST, reverses its TCS, numbered SHAKTI/CN/…/000001, named in the email", async () => {
    const { product } = await registeredSeller(app, { state: "Maharashtra", prefix: "SHAKTI" });
    const { order, invoice } = await paidOrder(app, buyer.headers, [{ productId: product.id, quantity: 3 }]);
    expect(invoice).toMatchObject({ total: 35_400, taxableValue: 30_000, cgst: 2_700, sgst: 2_700, igst: 0 });

    expect((await cancel(order.id)).statusCode).toBe(200);
    const [note, ...others] = await notesOf(order.id);
    expect(others).toEqual([]);
    expect(note).toMatchObject({
      creditNoteNumber: `SHAKTI/CN/${year}/000001`,
      reason: "cancellation",
      returnId: null,
      invoiceId: invoice.id,
      ...taxOf(invoice),
      tcsCgst: invoice.tcsCgst,
      tcsSgst: invoice.tcsSgst,
      tcsIgst: 0,
    });
    expect(note!.lines).toEqual([expect.objectContaining({ quantity: 3, hsnCode: "8205", rateBasisPoints: 1_800, taxableValue: 30_000, cgst: 2_700, sgst: 2_700, igst: 0, total: 35_400 })]);
    expect(await invoiceOf(order.id)).toMatchObject({ creditedTaxableValue: 30_000, creditedTotal: 35_400 });
    expect((await latestEmail(app, buyer.email)).textBody).toContain(`Credit note SHAKTI/CN/${year}/000001 against the seller's tax invoice has been issued`);
  });

  it("across states, freight included (an admin cancels): IGST only, a Freight line at the goods' rate", async () => {
    const { product } = await registeredSeller(app, { state: "Karnataka", prefix: "KAVERI", price: 10_500, rateBasisPoints: 500, freight: true });
    const { order, invoice } = await paidOrder(app, buyer.headers, [{ productId: product.id, quantity: 2 }]);
    expect(invoice).toMatchObject({ total: 26_000, cgst: 0, sgst: 0 });
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: admin, toStatus: "Cancelled" });
    const [note] = await notesOf(order.id);
    expect(note).toMatchObject({ creditNoteNumber: `KAVERI/CN/${year}/000001`, ...taxOf(invoice), tcsIgst: invoice.tcsIgst, tcsCgst: 0, tcsSgst: 0 });
    expect(note!.lines.map((line) => [line.description, line.quantity, line.total, line.igst])).toEqual([
      [product.name, 2, 21_000, 1_000],
      ["Freight", null, 5_000, 238],
    ]);
  });

  it("is issued once per order, and never for an order from before GST (no invoice)", async () => {
    const { seller, product } = await registeredSeller(app, { state: "Maharashtra", prefix: "ONCE" });
    const { order } = await paidOrder(app, buyer.headers, [{ productId: product.id, quantity: 1 }]);
    await cancel(order.id);
    const first = (await notesOf(order.id))[0]!;
    const again = await app.ctx.db.transaction((tx) => issueCancellationCreditNote(tx, order.id));
    expect(again).toEqual({ id: first.id, creditNoteNumber: first.creditNoteNumber });
    expect(await notesOf(order.id)).toHaveLength(1);

    const old = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.id, lines: [{ product: await createTestProduct(app.ctx.db, { sellerId: seller.id }), quantity: 1 }] });
    expect((await cancel(old.order.id)).statusCode).toBe(200);
    expect(await notesOf(old.order.id)).toEqual([]);
  });

  it("numbers each seller's credit notes without gaps, two sellers independently", async () => {
    const a = await registeredSeller(app, { state: "Maharashtra", prefix: "ALPHA" });
    const b = await registeredSeller(app, { state: "Karnataka", prefix: "BETA" });
    const placed = await Promise.all([0, 1, 2].map(() => paidOrders(app, buyer.headers, [{ productId: a.product.id, quantity: 1 }, { productId: b.product.id, quantity: 1 }])));
    const all = placed.flat().map(({ order }) => order);
    await Promise.all(all.map((order) => cancel(order.id)));
    const numbers = (await app.ctx.db.select().from(creditNotes)).map((note) => note.creditNoteNumber).filter((n) => /^(ALPHA|BETA)\//.test(n));
    expect(numbers.sort()).toEqual([1, 2, 3].map((n) => `ALPHA/CN/${year}/00000${n}`).concat([1, 2, 3].map((n) => `BETA/CN/${year}/00000${n}`)));
  });
});

describe("a completed return's credit note", () => {
  it("credits exactly the returned units; later returns and a cancellation add up to the invoice", async () => {
    const { product, headers: sellerHeaders } = await registeredSeller(app, { state: "Maharashtra", prefix: "RETURNS", price: 9_999, freight: true });
    const { order, invoice } = await paidOrder(app, buyer.headers, [{ productId: product.id, quantity: 10 }]);
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: admin, toStatus: "Delivered" });
    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const returnUnits = async (quantity: number) => {
      const asked = await app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/returns`, headers: buyer.headers, payload: { orderItemId: item!.id, requestType: "return", quantity, reason: "Damaged" } });
      const id = asked.json().id as string;
      await app.inject({ method: "POST", url: `/api/seller/returns/${id}/approve`, headers: sellerHeaders });
      expect((await app.inject({ method: "POST", url: `/api/seller/returns/${id}/complete`, headers: sellerHeaders })).statusCode).toBe(200);
      return id;
    };

    const firstReturn = await returnUnits(3);
    const [first] = await notesOf(order.id);
    const line = { lineTotal: 99_990, quantity: 10, rateBasisPoints: 1_800 };
    expect(first).toMatchObject({ reason: "return", returnId: firstReturn, creditNoteNumber: `RETURNS/CN/${year}/000001`, ...creditForReturn({ line, creditedUnits: 0, units: 3, intraState: true }) });
    expect(first!.lines).toEqual([expect.objectContaining({ orderItemId: item!.id, quantity: 3 })]);

    await returnUnits(7);
    const second = (await notesOf(order.id))[1]!;
    expect(second).toMatchObject(creditForReturn({ line, creditedUnits: 3, units: 7, intraState: true }));
    expect(first!.total + second.total).toBe(99_990);
    expect(first!.cgst + second.cgst).toBe(item!.cgst);

    // What is left of the invoice is the freight: a cancellation credits that alone.
    await changeOrderStatus(app.ctx, { orderId: order.id, actor: admin, toStatus: "Cancelled" });
    const notes = await notesOf(order.id);
    expect(notes.map((note) => note.reason)).toEqual(["return", "return", "cancellation"]);
    expect(notes[2]!.lines.map((l) => l.description)).toEqual(["Freight"]);
    const sum = (key: "taxableValue" | "cgst" | "sgst" | "igst" | "total") => notes.reduce((total, note) => total + note[key], 0);
    expect({ taxableValue: sum("taxableValue"), cgst: sum("cgst"), sgst: sum("sgst"), igst: sum("igst"), total: sum("total") }).toEqual(taxOf(invoice));
    expect(notes.reduce((total, note) => total + note.tcsCgst + note.tcsSgst, 0)).toBe(invoice.tcsCgst + invoice.tcsSgst);
    expect(await invoiceOf(order.id)).toMatchObject({ creditedTotal: invoice.total, creditedTaxableValue: invoice.taxableValue });
  });
});

describe("order_invoices_credit_check", () => {
  it("refuses credit notes that add up to more than their invoice", async () => {
    const { product } = await registeredSeller(app, { state: "Maharashtra", prefix: "CHECK" });
    const { invoice } = await paidOrder(app, buyer.headers, [{ productId: product.id, quantity: 1 }]);
    await expect(app.ctx.db.update(orderInvoices).set({ creditedTotal: invoice.total + 1 }).where(eq(orderInvoices.id, invoice.id))).rejects.toMatchObject({ cause: { constraint: "order_invoices_credit_check" } });
    await expect(app.ctx.db.update(orderInvoices).set({ creditedTaxableValue: invoice.taxableValue + 1 }).where(eq(orderInvoices.id, invoice.id))).rejects.toMatchObject({ cause: { constraint: "order_invoices_credit_check" } });
    expect((await app.ctx.db.select().from(orders).where(eq(orders.id, invoice.orderId)))[0]!.status).toBe("Pending");
  });
});
