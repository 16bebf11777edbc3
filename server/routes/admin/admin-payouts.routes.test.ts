import type { AdminPayoutList, AdminPayoutQueryList, AdminPayoutRow, ManualRefundList, SellerDues } from "@domain/schemas/admin-payouts";
import { paiseToRupeesString } from "@domain/money";
import { orderPayoutDeductions } from "@domain/payout-deductions";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { auditLog, orders, payoutQueries, profiles, returnRefunds } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { multipartFile } from "../../test/multipart-form";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";
import { HTML_PAGE, sampleImage } from "../../test/upload-samples";

let app: App;
let admin: Awaited<ReturnType<typeof signInAs>>;
let buyer: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, "admin");
  buyer = await signInAs(app, "buyer");
});
afterAll(async () => app.close());

const DAY = 86_400_000;
type Seller = Awaited<ReturnType<typeof signInAs>>;

async function sellerWithBank(companyName: string): Promise<Seller> {
  const seller = await signInAs(app, "seller", { companyName });
  await app.ctx.db
    .update(profiles)
    .set({ bankAccountHolderName: companyName, bankAccountNumber: "001234567890", bankName: "HDFC Bank", bankIfscCode: "HDFC0000123" })
    .where(eq(profiles.id, seller.profile.id));
  return seller;
}

/** A delivered order of the seller, delivered `daysAgo` days ago (due after seven). */
async function delivered(seller: Seller, { daysAgo = 10, price = 12_345, quantity = 3, fee = 500 } = {}) {
  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price });
  const { order } = await createTestOrder(app.ctx.db, {
    buyerId: buyer.profile.id,
    sellerId: seller.profile.id,
    lines: [{ product, quantity }],
    status: "Delivered",
    createdAt: new Date(Date.now() - daysAgo * DAY),
    platformFeeBasisPoints: fee,
  });
  return order;
}

const call = (method: "GET" | "PATCH" | "POST", url: string, payload?: object, headers = admin.headers) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const payoutsOf = async (sellerId: string) => ((await call("GET", `/api/admin/payouts?sellerId=${sellerId}`)).json() as AdminPayoutList).payouts;
const uploadScreenshot = async (orderId: string, file: { name: string; type: string; content: Buffer }) => {
  const form = multipartFile(file);
  return app.inject({ method: "POST", url: `/api/admin/payouts/${orderId}/screenshot`, headers: { ...admin.headers, ...form.headers }, payload: form.payload });
};

describe("payout rows and what is due", () => {
  it("lists a delivered order's payout with fee, refunds and net as the domain computes them", async () => {
    const seller = await sellerWithBank("Rows Traders");
    const order = await delivered(seller, { fee: 375 });
    const [row] = await payoutsOf(seller.profile.id);
    const figures = orderPayoutDeductions(order, { refunded: 0, netTaxableValue: 0 });
    expect(row).toMatchObject({
      orderId: order.id,
      sellerName: "Rows Traders",
      totalAmount: order.totalAmount,
      feePercent: 3.75,
      gross: order.totalAmount,
      platformFee: figures.fee,
      feeGst: 0,
      tcs: { cgst: 0, sgst: 0, igst: 0, total: 0 },
      tds: 0,
      netPayout: order.totalAmount - figures.fee,
      payoutStatus: "Pending",
      hasScreenshot: false,
      hasOpenQuery: false,
    } satisfies Partial<AdminPayoutRow>);
  });

  it("totals what each seller is owed now, past the return window, exactly as the per-order figures add up", async () => {
    const seller = await sellerWithBank("Dues Traders");
    const due = [await delivered(seller, { price: 33_333, quantity: 7, fee: 333 }), await delivered(seller, { price: 10_001, quantity: 3, fee: 250 })];
    await delivered(seller, { daysAgo: 2 }); // still within the return window
    const paid = await delivered(seller);
    await call("PATCH", `/api/admin/payouts/${paid.id}`, { status: "Paid", reference: "UTR000111" });
    const dues = (await call("GET", "/api/admin/payouts/due")).json() as SellerDues;
    const line = dues.sellers.find((s) => s.sellerId === seller.profile.id);
    const expected = due.reduce((sum, order) => sum + orderPayoutDeductions(order, { refunded: 0, netTaxableValue: 0 }).net, 0);
    expect(line).toEqual({ sellerId: seller.profile.id, sellerName: "Dues Traders", orders: 2, amount: expected, hasBankDetails: true });

    const csv = await call("GET", "/api/admin/payouts/export.csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    const rows = Papa.parse<string[]>(csv.body.slice(1), { newline: "\r\n" }).data;
    expect(rows[0]).toEqual(["seller", "account_holder", "account_number", "ifsc", "amount", "reference", "orders"]);
    const mine = rows.find((row) => row[0] === "Dues Traders");
    expect(mine?.slice(1, 4)).toEqual(["Dues Traders", "001234567890", "HDFC0000123"]);
    expect(mine?.[4]).toBe(`${Math.floor(expected / 100)}.${String(expected % 100).padStart(2, "0")}`);
    expect(mine?.[5]).toMatch(/^BB-PO-\d{8}-/);
    expect(mine?.[6]).toBe(due.map((order) => order.orderNumber).sort().join(" "));
  });

  it("exports one seller's batch on request, with text cells kept from being read as formulas", async () => {
    const risky = await sellerWithBank("=HYPERLINK(\"http://evil\")");
    await app.ctx.db.update(profiles).set({ bankAccountHolderName: "@SUM(A1)", bankAccountNumber: "+919800" }).where(eq(profiles.id, risky.profile.id));
    const order = await delivered(risky);
    const other = await sellerWithBank("Other Traders");
    await delivered(other);

    const csv = await call("GET", `/api/admin/payouts/export.csv?sellerId=${risky.profile.id}`);
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="payout-batch-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, line, ...rest] = Papa.parse<string[]>(csv.body.slice(1), { newline: "\r\n" }).data;
    expect(header?.[0]).toBe("seller");
    expect(rest).toEqual([]);
    const net = orderPayoutDeductions(order, { refunded: 0, netTaxableValue: 0 }).net;
    expect(line).toEqual(["'=HYPERLINK(\"http://evil\")", "'@SUM(A1)", "'+919800", "HDFC0000123", paiseToRupeesString(net), expect.stringMatching(/^BB-PO-/), order.orderNumber]);
    expect((await call("GET", "/api/admin/payouts/export.csv?sellerId=not-a-uuid")).statusCode).toBe(400);
  });

  it("pages through the rows with a cursor, most recently delivered first, never more than the limit", async () => {
    const seller = await sellerWithBank("Paging Traders");
    const made = [];
    for (const daysAgo of [9, 8, 7, 6, 5]) made.push(await delivered(seller, { daysAgo }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/admin/payouts?sellerId=${seller.profile.id}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await call("GET", query)).json() as AdminPayoutList;
      expect(page.payouts.length).toBeLessThanOrEqual(2);
      seen.push(...page.payouts.map((row) => row.orderId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((order) => order.id).reverse());

    const dueOnly = (await call("GET", `/api/admin/payouts?sellerId=${seller.profile.id}&due=true`)).json() as AdminPayoutList;
    expect(dueOnly.payouts.map((row) => row.orderId)).toEqual(made.slice(0, 3).map((order) => order.id).reverse());
    expect((await call("GET", "/api/admin/payouts?limit=101")).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/payouts?cursor=garbage")).statusCode).toBe(400);
  });
});

describe("PATCH /api/admin/payouts/:orderId", () => {
  it("applies Pending and Processing at once; Hold needs a reason and Paid a reference", async () => {
    const seller = await sellerWithBank("Status Traders");
    const order = await delivered(seller);
    expect((await call("PATCH", `/api/admin/payouts/${order.id}`, { status: "Processing" })).json()).toMatchObject({ payoutStatus: "Processing" });
    expect((await call("PATCH", `/api/admin/payouts/${order.id}`, { status: "Hold" })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/admin/payouts/${order.id}`, { status: "Paid" })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/admin/payouts/${order.id}`, { status: "Paid", reference: "  " })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/admin/payouts/${order.id}`, { status: "Paid", reference: "=HYPERLINK()" })).statusCode).toBe(400);
    const [unchanged] = await app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged?.payoutStatus).toBe("Processing");
  });

  it("marks Paid with a reference and an image screenshot that only admins can download; the audit keeps both", async () => {
    const seller = await sellerWithBank("Paid Traders");
    const order = await delivered(seller);
    const uploaded = await uploadScreenshot(order.id, { name: "neft.png", type: "image/png", content: await sampleImage("png") });
    expect(uploaded.statusCode).toBe(201);
    const { screenshotKey } = uploaded.json() as { screenshotKey: string };
    const paid = await call("PATCH", `/api/admin/payouts/${order.id}`, { status: "Paid", reference: "UTR2026112400017", screenshotKey });
    expect(paid.json()).toMatchObject({ payoutStatus: "Paid", payoutTransactionRef: "UTR2026112400017", hasScreenshot: true });

    const file = await call("GET", `/api/admin/payouts/${order.id}/screenshot`);
    expect([file.statusCode, file.headers["content-type"], file.headers["content-disposition"]]).toEqual([200, "image/png", `attachment; filename="payout-${order.orderNumber}.png"`]);
    expect((await call("GET", `/api/admin/payouts/${order.id}/screenshot`, undefined, seller.headers)).statusCode).toBe(403);

    const [row] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(row).toMatchObject({ action: "payout.status", details: { before: { payoutStatus: "Pending" }, after: { payoutStatus: "Paid", payoutTransactionRef: "UTR2026112400017", screenshot: true } } });
    // The seller sees it paid.
    const sellerView = (await call("GET", "/api/seller/payouts", undefined, seller.headers)).json() as { orders: { orderId: string; payoutStatus: string }[] };
    expect(sellerView.orders.find((o) => o.orderId === order.id)?.payoutStatus).toBe("Paid");
  });

  it("refuses a screenshot that is not an image, and one stored for another order, changing nothing", async () => {
    const seller = await sellerWithBank("Careful Traders");
    const [first, second] = [await delivered(seller), await delivered(seller)];
    expect((await uploadScreenshot(first.id, { name: "receipt.png", type: "image/png", content: HTML_PAGE })).statusCode).toBe(415);
    const { screenshotKey } = (await uploadScreenshot(first.id, { name: "neft.jpg", type: "image/jpeg", content: await sampleImage("jpeg") })).json() as { screenshotKey: string };
    const crossed = await call("PATCH", `/api/admin/payouts/${second.id}`, { status: "Paid", reference: "UTR1", screenshotKey });
    expect(crossed.statusCode).toBe(400);
    const kyc = await call("PATCH", `/api/admin/payouts/${second.id}`, { status: "Paid", reference: "UTR1", screenshotKey: `kyc/${seller.profile.id}/x.pdf` });
    expect(kyc.statusCode).toBe(400);
    const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, second.id));
    expect(row).toMatchObject({ payoutStatus: "Pending", payoutTransactionRef: null, payoutScreenshotUrl: null });
  });

  it("answers 404 for an order that is not delivered", async () => {
    const seller = await sellerWithBank("Early Traders");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const { order } = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }] });
    expect((await call("PATCH", `/api/admin/payouts/${order.id}`, { status: "Hold", reason: "Checking the delivery" })).statusCode).toBe(404);
  });
});

describe("payout queries and manual refunds", () => {
  it("lists an open query with the seller's company and resolves it once", async () => {
    const seller = await sellerWithBank("Query Traders");
    const order = await delivered(seller);
    await call("POST", `/api/seller/payouts/${order.id}/queries`, { queryText: "Why is the fee 5%?" }, seller.headers);
    const { queries: open, waiting } = (await call("GET", "/api/admin/payout-queries")).json() as AdminPayoutQueryList;
    expect(waiting).toBeGreaterThanOrEqual(open.length);
    const query = open.find((row) => row.orderId === order.id);
    expect(query).toMatchObject({ sellerName: "Query Traders", queryText: "Why is the fee 5%?" });
    expect((await call("GET", `/api/admin/payouts?sellerId=${seller.profile.id}`)).json().payouts[0].hasOpenQuery).toBe(true);
    expect((await call("POST", `/api/admin/payout-queries/${query!.id}/resolve`)).statusCode).toBe(204);
    const [stored] = await app.ctx.db.select().from(payoutQueries).where(eq(payoutQueries.id, query!.id));
    expect(stored?.status).toBe("resolved");
    expect(stored?.resolvedAt).toBeInstanceOf(Date);
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, query!.id));
    expect(audit).toMatchObject({ actorId: admin.profile.id, action: "payout_query.resolve", entityType: "payout_query" });
    expect((await call("POST", `/api/admin/payout-queries/${query!.id}/resolve`)).statusCode).toBe(404);
  });

  it("lists a COD return's cash refund as owed by hand and settles it with a reference, once", async () => {
    const seller = await sellerWithBank("Refund Traders");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price: 50_000 });
    const { order, items } = await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      lines: [{ product, quantity: 2 }],
      paymentMethod: "cod",
      status: "Delivered",
    });
    const requested = await call("POST", `/api/buyer/orders/${order.id}/returns`, { orderItemId: items[0]!.id, requestType: "return", quantity: items[0]!.quantity, reason: "Broken seal" }, buyer.headers);
    const returnId = (requested.json() as { id: string }).id;
    for (const step of ["approve", "complete"]) expect((await call("POST", `/api/seller/returns/${returnId}/${step}`, undefined, seller.headers)).statusCode).toBe(200);
    const [recorded] = await app.ctx.db.select().from(returnRefunds).where(eq(returnRefunds.orderId, order.id));
    expect(recorded!.manualAmount).toBeGreaterThan(0);

    const { refunds: due, waiting } = (await call("GET", "/api/admin/manual-refunds")).json() as ManualRefundList;
    expect(waiting).toBeGreaterThanOrEqual(due.length);
    expect(due.find((row) => row.id === recorded!.id)).toMatchObject({
      orderId: order.id,
      sellerName: "Refund Traders",
      amount: recorded!.manualAmount,
      // The return behind it: 2 × ₹500, a ₹100 advance paid online and ₹900 collected on delivery.
      returnId,
      productName: product.name,
      quantity: 2,
      photos: [],
      refund: { amount: 100_000, online: 10_000, manual: 90_000 },
    });
    expect((await call("POST", `/api/admin/manual-refunds/${recorded!.id}/settle`, { reference: "" })).statusCode).toBe(400);
    expect((await call("POST", `/api/admin/manual-refunds/${recorded!.id}/settle`, { reference: "UPI-4455" })).statusCode).toBe(204);
    expect((await call("POST", `/api/admin/manual-refunds/${recorded!.id}/settle`, { reference: "UPI-4455" })).statusCode).toBe(404);
    const [settled] = await app.ctx.db.select().from(returnRefunds).where(eq(returnRefunds.id, recorded!.id));
    expect(settled).toMatchObject({ manualReference: "UPI-4455" });
    expect(settled?.manualSettledAt).toBeInstanceOf(Date);
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, recorded!.id));
    expect(audit).toMatchObject({ actorId: admin.profile.id, action: "refund.settle", details: { after: { settled: true, reference: "UPI-4455", amount: recorded!.manualAmount } } });
    const after = (await call("GET", "/api/admin/manual-refunds")).json() as ManualRefundList;
    expect(after.refunds.some((row) => row.id === recorded!.id)).toBe(false);
    expect(after.waiting).toBe(waiting - 1);
  });
});
