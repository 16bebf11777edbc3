import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { checkouts, orderItems, orders, products, refunds, simRefunds } from "../../db/schema";
import { createUserWithProfile } from "../../db/seed/factories";
import { createTestProduct, createTestSeller } from "../catalog/test-factories";
import { createCheckout } from "../checkout/create-checkout";
import { checkoutRequest, payInSimulator } from "../checkout/test-factories";
import { simulatorWebhooks } from "../../platform/payments/simulator";
import { createTestApp } from "../../test/test-app";
import { checkPaymentStatus } from "./check-payment-status";

/** On PostgreSQL the full 100 buyers race; PGlite runs one statement at a time, so a smaller crowd proves the same. */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const BUYERS = onPostgres ? 100 : 25;
const UNITS = 10;

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe(`${BUYERS} buyers pay at once for the last ${UNITS} units`, () => {
  it("sells exactly the units in stock, never below zero, and refunds every other payment", { timeout: 120_000 }, async () => {
    const seller = await createTestSeller(app.ctx.db);
    const product = await createTestProduct(app.ctx.db, seller.id, { price: 49_900, stock: UNITS });
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, () =>
        createUserWithProfile(app.ctx.db, { email: `race-${randomUUID()}@example.test`, password: "Passw0rd!x", accountType: "buyer" }),
      ),
    );

    // Every buyer checks out while all units are still there.
    const created = await Promise.all(
      buyers.map(async (buyer) => ({
        buyer,
        ...(await createCheckout(app.ctx, { id: buyer.id, email: `${buyer.id}@example.test` }, checkoutRequest([{ productId: product.id, quantity: 1 }]))),
      })),
    );
    // Then all pay together; each payment's two webhooks race its buyer's status check.
    await Promise.all(
      created.map(async ({ buyer, orderId, paymentSessionId }) => {
        expect((await payInSimulator(app, paymentSessionId, "pay")).statusCode).toBe(303);
        await checkPaymentStatus(app.ctx, buyer.id, orderId);
      }),
    );
    await simulatorWebhooks(app.ctx).settled();
    const finals = await Promise.all(created.map(({ buyer, orderId }) => checkPaymentStatus(app.ctx, buyer.id, orderId)));

    expect(finals.filter((f) => f.status === "paid")).toHaveLength(UNITS);
    expect(finals.filter((f) => f.status === "refunded")).toHaveLength(BUYERS - UNITS);
    expect(finals.filter((f) => f.status === "refunded").every((f) => f.refund?.status === "success" && f.refund.amount === 49_900)).toBe(true);

    const [{ stock }] = (await app.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id))) as [{ stock: number }];
    expect(stock).toBe(0);
    const [{ sold }] = (await app.ctx.db
      .select({ sold: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id))) as [{ sold: number }];
    expect(sold).toBe(UNITS);

    const ids = (await app.ctx.db.select({ id: checkouts.id }).from(checkouts).where(inArray(checkouts.paymentOrderId, created.map((c) => c.orderId)))).map((c) => c.id);
    expect(await app.ctx.db.select().from(orders).where(inArray(orders.checkoutId, ids))).toHaveLength(UNITS);
    const refundRows = await app.ctx.db.select().from(refunds).where(inArray(refunds.checkoutId, ids));
    expect(refundRows).toHaveLength(BUYERS - UNITS);
    const providerRefunds = await app.ctx.db.select().from(simRefunds).where(inArray(simRefunds.orderId, created.map((c) => c.orderId)));
    expect(providerRefunds).toHaveLength(BUYERS - UNITS);
    expect(providerRefunds.reduce((sum, r) => sum + r.amount, 0)).toBe((BUYERS - UNITS) * 49_900);
  });
});
