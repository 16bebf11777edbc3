import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { orderReturns, orders } from "../db/schema";
import { createTestOrder, createTestProduct } from "../modules/orders/test-factories";
import { signInAs } from "../test/sign-in";
import { createTestApp } from "../test/test-app";

/** Every order-bearing list finds an order by its number, typed whole or as people remember it. */

let app: App;
let admin: Awaited<ReturnType<typeof signInAs>>;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let seller: Awaited<ReturnType<typeof signInAs>>;
let wanted: typeof orders.$inferSelect;
let other: typeof orders.$inferSelect;

const DAY = 86_400_000;
const get = (url: string, headers: Record<string, string>) => app.inject({ method: "GET", url, headers });
/** "BB-2611-004217" → "2611-4217": the month and the sequence without its zeros. */
const lenient = (orderNumber: string) => {
  const [, period, sequence] = orderNumber.split("-");
  return `${period}-${Number(sequence)}`;
};

beforeAll(async () => {
  app = await createTestApp();
  [admin, buyer, seller] = await Promise.all([signInAs(app, "admin"), signInAs(app, "buyer"), signInAs(app, "seller")]);
  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
  const delivered = { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 2 }], status: "Delivered" as const, createdAt: new Date(Date.now() - 10 * DAY) };
  ({ order: wanted } = await createTestOrder(app.ctx.db, delivered));
  ({ order: other } = await createTestOrder(app.ctx.db, delivered));
  const [item] = await app.ctx.db.query.orderItems.findMany({ where: (t, { eq: is }) => is(t.orderId, wanted.id) });
  await app.ctx.db.insert(orderReturns).values({
    orderId: wanted.id,
    orderItemId: item!.id,
    sellerId: seller.profile.id,
    buyerId: buyer.profile.id,
    requestType: "return",
    reason: "Two packs arrived torn",
    quantity: 1,
  });
});
afterAll(async () => app.close());

type Found = { orderNumber: string }[];
const lists: [string, (q: string) => Promise<Found>][] = [
  ["the buyer's orders", async (q) => (await get(`/api/buyer/orders?q=${encodeURIComponent(q)}`, buyer.headers)).json().orders],
  ["the seller's orders", async (q) => (await get(`/api/seller/orders?q=${encodeURIComponent(q)}`, seller.headers)).json().orders],
  ["the seller's returns", async (q) => (await get(`/api/seller/returns?q=${encodeURIComponent(q)}`, seller.headers)).json().returns],
  ["the seller's payouts", async (q) => (await get(`/api/seller/payouts?q=${encodeURIComponent(q)}`, seller.headers)).json().orders],
  ["the admin's orders", async (q) => (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`, admin.headers)).json().orders],
  ["the admin's payouts", async (q) => (await get(`/api/admin/payouts?q=${encodeURIComponent(q)}`, admin.headers)).json().payouts],
];

describe.each(lists)("%s", (_name, search) => {
  it("find an order by its whole number, in any case, by the lenient form and by a part of it", async () => {
    for (const q of [wanted.orderNumber, wanted.orderNumber.toLowerCase(), lenient(wanted.orderNumber), wanted.orderNumber.slice(-9)]) {
      expect((await search(q)).map((row) => row.orderNumber)).toEqual([wanted.orderNumber]);
    }
  });

  it("find nothing for a number no order has", async () => {
    expect(await search("BB-0001-999999")).toEqual([]);
  });
});

describe("order numbers in lists", () => {
  it("are the same number on the buyer's, seller's and admin's rows, and never the uuid", async () => {
    // (The other order has no return request, so the seller's returns have no row of it.)
    const rows = await Promise.all(lists.filter(([name]) => name !== "the seller's returns").map(([, search]) => search(other.orderNumber)));
    for (const found of rows) expect(found).toEqual([expect.objectContaining({ orderNumber: other.orderNumber })]);
    const page = await get(`/api/buyer/orders/${other.id}`, buyer.headers);
    expect(page.json()).toMatchObject({ id: other.id, orderNumber: other.orderNumber });
  });

  it("search only the searcher's own orders", async () => {
    const stranger = await signInAs(app, "buyer");
    const found = (await get(`/api/buyer/orders?q=${wanted.orderNumber}`, stranger.headers)).json().orders;
    expect(found).toEqual([]);
  });

  it("keep the seller's payout cards over every delivered order while the rows are searched", async () => {
    const all = (await get("/api/seller/payouts", seller.headers)).json();
    const searched = (await get(`/api/seller/payouts?q=${wanted.orderNumber}`, seller.headers)).json();
    expect(searched.summary).toEqual(all.summary);
    expect([all.total, searched.total]).toEqual([2, 1]);
  });

  it("let the audit log be filtered by an order's number and name the order by it", async () => {
    const res = await app.inject({ method: "PATCH", url: `/api/admin/orders/${other.id}/status`, headers: admin.headers, payload: { status: "Delivered", carrierName: "Delhivery" } });
    expect(res.statusCode).toBe(200);
    const log = (await get(`/api/admin/audit-log?entityId=${lenient(other.orderNumber)}`, admin.headers)).json();
    expect(log.entries).toEqual([expect.objectContaining({ action: "order.shipment", entityType: "order", entityId: other.id, entityLabel: other.orderNumber })]);
    const [stored] = await app.ctx.db.select().from(orders).where(eq(orders.id, other.id));
    expect(stored!.carrierName).toBe("Delhivery");
  });
});
