import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { checkouts, orderItems, orders, products, refunds, simRefunds } from "../db/schema";
import { createTestProduct, createTestSeller } from "../modules/catalog/test-factories";
import { checkoutRequest } from "../modules/checkout/test-factories";
import { signedInBuyers } from "./buyers";
import { cluster, eventually, skipReason } from "./cluster-info";
import { openClusterDatabase } from "./seed";

const BUYERS = 100;
const UNITS = 10;
const PRICE = 49_900;

describe.skipIf(!cluster)(`checkouts racing across processes${skipReason ? ` (${skipReason})` : ""}`, () => {
  const database = cluster ? openClusterDatabase(cluster) : undefined;
  afterAll(async () => database?.close());

  it(`${BUYERS} buyers pay at once for the last ${UNITS} units through nginx: none oversold, every other payment refunded once`, { timeout: 180_000 }, async () => {
    const db = database!.db;
    const seller = await createTestSeller(db);
    const product = await createTestProduct(db, seller.id, { price: PRICE, stock: UNITS, minOrderQuantity: 1 });
    const nginx = cluster!.nginxUrl;
    let started = performance.now();
    const phase = (label: string) => {
      console.log(`scale-out checkout race: ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      started = performance.now();
    };
    const buyers = await signedInBuyers(db, nginx, BUYERS);
    phase(`${BUYERS} buyers signed in`);

    // Every buyer checks out while all units are still there, then all pay together and poll their status.
    const created = await Promise.all(
      buyers.map(async (buyer) => {
        const answer = await buyer.client.send(nginx, "/api/buyer/checkouts", { method: "POST", body: checkoutRequest([{ productId: product.id, quantity: 1 }]) });
        expect(answer.status, answer.body).toBe(201);
        return { buyer, ...answer.json<{ orderId: string; paymentSessionId: string }>() };
      }),
    );
    phase(`${BUYERS} checkouts created`);
    const finals = await Promise.all(
      created.map(async ({ buyer, orderId, paymentSessionId }) => {
        const paid = await buyer.client.send(nginx, `/simulator/checkout/${encodeURIComponent(paymentSessionId)}`, {
          method: "POST",
          body: "outcome=pay",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
        expect(paid.status).toBe(303);
        return eventually(`checkout ${orderId} settled`, async () => {
          const status = await buyer.client.send(nginx, `/api/payments/status/${encodeURIComponent(orderId)}`);
          expect(status.status, status.body).toBe(200);
          const body = status.json<{ status: string; refund?: { status: string; amount: number } | null }>();
          return body.status === "paid" || (body.status === "refunded" && body.refund?.status === "success") ? body : undefined;
        }, 60_000, 500);
      }),
    );

    phase("all paid, finalised and losers refunded");
    expect(finals.filter((f) => f.status === "paid")).toHaveLength(UNITS);
    expect(finals.filter((f) => f.status === "refunded")).toHaveLength(BUYERS - UNITS);
    expect(finals.filter((f) => f.status === "refunded").every((f) => f.refund?.amount === PRICE)).toBe(true);

    const [{ stock }] = (await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id))) as [{ stock: number }];
    expect(stock).toBe(0);
    const [{ sold }] = (await db
      .select({ sold: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id))) as [{ sold: number }];
    expect(sold).toBe(UNITS);
    const orderIds = created.map((c) => c.orderId);
    const ids = (await db.select({ id: checkouts.id }).from(checkouts).where(inArray(checkouts.paymentOrderId, orderIds))).map((c) => c.id);
    expect(await db.select({ id: orders.id }).from(orders).where(inArray(orders.checkoutId, ids))).toHaveLength(UNITS);
    expect(await db.select({ id: refunds.id }).from(refunds).where(inArray(refunds.checkoutId, ids))).toHaveLength(BUYERS - UNITS);
    const providerRefunds = await db.select().from(simRefunds).where(inArray(simRefunds.orderId, orderIds));
    expect(providerRefunds).toHaveLength(BUYERS - UNITS);
    expect(new Set(providerRefunds.map((r) => r.orderId)).size).toBe(BUYERS - UNITS);
    expect(providerRefunds.reduce((sum, r) => sum + r.amount, 0)).toBe((BUYERS - UNITS) * PRICE);
  });
});
