import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { checkouts, orderItems, orders, products, simPayments } from "../db/schema";
import { createTestProduct, createTestSeller } from "../modules/catalog/test-factories";
import { checkoutRequest, successWebhookBody } from "../modules/checkout/test-factories";
import { signWebhook } from "../platform/payments/webhook-signature";
import { inBatches, signedInBuyers } from "./buyers";
import { type Answer, request } from "./client";
import { cluster, eventually, processUrl, skipReason } from "./cluster-info";
import { restartProcess, signalProcess } from "./control";
import { openClusterDatabase } from "./seed";

const PRICE = 12_300;
/** The simulator signs its webhooks with its client secret, as Cashfree does with the merchant's. */
const WEBHOOK_SECRET = parseConfig({ CASHFREE_ENV: "simulator" }).cashfree.clientSecret;

describe.skipIf(!cluster)(`losing a process${skipReason ? ` (${skipReason})` : ""}`, () => {
  const database = cluster ? openClusterDatabase(cluster) : undefined;
  afterAll(async () => {
    // Whatever happened, the next run of the files finds three processes.
    if (cluster) for (const index of [0, 1, 2]) await restartProcess(cluster, index);
    await database?.close();
  });

  it("SIGTERM to one process under load: no request fails", { timeout: 90_000 }, async () => {
    const db = database!.db;
    const nginx = cluster!.nginxUrl;
    const seller = await createTestSeller(db);
    const product = await createTestProduct(db, seller.id, { stock: 100_000, minOrderQuantity: 1 });
    const buyers = await signedInBuyers(db, nginx, 6);

    const failures: string[] = [];
    const served: Record<string, number> = {};
    let stop = false;
    const check = (what: string, answer: Answer | Error) => {
      if (answer instanceof Error) failures.push(`${what}: ${answer.message}`);
      else if (answer.status >= 500) failures.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
      else served[what] = (served[what] ?? 0) + 1;
    };
    // Each buyer browses, searches, adds to the cart (a POST) and reads their orders, one request after another.
    const load = buyers.map(async (buyer, i) => {
      for (let n = 0; !stop; n++) {
        const step = (n + i) % 4;
        const what = ["browse", "search", "add to cart", "orders"][step]!;
        const answer = await (step === 0
          ? buyer.client.send(nginx, "/api/public/products?limit=12")
          : step === 1
            ? buyer.client.send(nginx, "/api/public/products?q=test&limit=12")
            : step === 2
              ? buyer.client.send(nginx, "/api/buyer/cart/lines", { method: "POST", body: { productId: product.id, quantity: 1 } })
              : buyer.client.send(nginx, "/api/buyer/orders")
        ).catch((error: Error) => error);
        check(what, answer);
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const shutdown = await signalProcess(cluster!, 2, "SIGTERM");
    console.log(`scale-out: process C drained and exited ${shutdown.code} after ${(shutdown.ms / 1000).toFixed(1)} s under load`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stop = true;
    await Promise.all(load);
    console.log(`scale-out: requests served during the SIGTERM: ${JSON.stringify(served)}`);

    expect(shutdown.code).toBe(0);
    expect(failures).toEqual([]);
    expect(Object.values(served).reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
    await restartProcess(cluster!, 2);
  });

  it("SIGKILL to one process in the middle of payment confirmation: no order lost or duplicated once the webhook retries and the poll run elsewhere", { timeout: 120_000 }, async () => {
    const db = database!.db;
    const nginx = cluster!.nginxUrl;
    const seller = await createTestSeller(db);
    const product = await createTestProduct(db, seller.id, { price: PRICE, stock: 1_000, minOrderQuantity: 1 });
    const buyers = await signedInBuyers(db, nginx, 24);
    const created = await inBatches(buyers, 8, async (buyer) => {
      const answer = await buyer.client.send(nginx, "/api/buyer/checkouts", { method: "POST", body: checkoutRequest([{ productId: product.id, quantity: 1 }]) });
      expect(answer.status, answer.body).toBe(201);
      return { buyer, ...answer.json<{ orderId: string; paymentSessionId: string }>() };
    });

    // Every buyer pays on process A, whose simulator then sends the webhooks to A itself; A is killed while the
    // payments are being confirmed (webhooks in flight, finalising transactions open).
    const payments = created.map(({ buyer, paymentSessionId }) =>
      buyer.client
        .send(processUrl(0), `/simulator/checkout/${encodeURIComponent(paymentSessionId)}`, { method: "POST", body: "outcome=pay", headers: { "content-type": "application/x-www-form-urlencoded" } })
        .then((answer) => answer.status, () => "lost"),
    );
    await eventually("some payments taken on A", async () => {
      const [{ n }] = (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(simPayments).where(inArray(simPayments.orderId, created.map((c) => c.orderId)))) as [{ n: number }];
      return n >= 6;
    }, 30_000, 20);
    const kill = await signalProcess(cluster!, 0, "SIGKILL");
    expect(kill.signal).toBe("SIGKILL");
    const outcomes = await Promise.all(payments);
    const paidAtProvider = await db.select().from(simPayments).where(inArray(simPayments.orderId, created.map((c) => c.orderId)));
    console.log(`scale-out: SIGKILL during confirmation: ${paidAtProvider.length} of ${created.length} payments taken, ${outcomes.filter((o) => o === "lost").length} pay requests cut off`);
    const finalisedBeforeRetry = await db.select({ id: checkouts.id }).from(checkouts).where(inArray(checkouts.paymentOrderId, created.map((c) => c.orderId)));
    expect(finalisedBeforeRetry.length).toBe(created.length);

    // The provider retries its webhook (to whichever process answers: here B, directly), and each buyer's status page
    // polls through nginx, which now reaches B and C only.
    for (const payment of paidAtProvider.filter((p) => p.status === "SUCCESS")) {
      const raw = JSON.stringify(successWebhookBody(payment.orderId, PRICE / 100, payment.cfPaymentId));
      const timestamp = String(Date.now());
      const answer = await request(processUrl(1), "/api/payments/webhook", {
        method: "POST",
        body: raw,
        headers: { "content-type": "application/json", "x-webhook-timestamp": timestamp, "x-webhook-signature": signWebhook(WEBHOOK_SECRET, timestamp, raw) },
      });
      expect(answer.status, answer.body).toBe(200);
    }
    const finals = await Promise.all(
      created.map(({ buyer, orderId }) =>
        eventually(`status of ${orderId}`, async () => {
          const answer = await buyer.client.send(nginx, `/api/payments/status/${encodeURIComponent(orderId)}`);
          return answer.status === 200 ? answer.json<{ status: string }>() : undefined;
        }),
      ),
    );

    const paidOrderIds = new Set(paidAtProvider.filter((p) => p.status === "SUCCESS").map((p) => p.orderId));
    // Every payment the provider took became exactly one order; a payment never taken became none.
    created.forEach(({ orderId }, i) => expect(finals[i]!.status === "paid", orderId).toBe(paidOrderIds.has(orderId)));
    const rows = await db.select({ id: checkouts.id, orderId: checkouts.paymentOrderId, status: checkouts.status }).from(checkouts).where(inArray(checkouts.paymentOrderId, created.map((c) => c.orderId)));
    const orderRows = await db.select({ checkoutId: orders.checkoutId }).from(orders).where(inArray(orders.checkoutId, rows.map((r) => r.id)));
    for (const row of rows) expect(orderRows.filter((o) => o.checkoutId === row.id), row.orderId).toHaveLength(paidOrderIds.has(row.orderId) ? 1 : 0);
    const [{ sold }] = (await db
      .select({ sold: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id))) as [{ sold: number }];
    expect(sold).toBe(paidOrderIds.size);
    const [{ stock }] = (await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id))) as [{ stock: number }];
    expect(stock).toBe(1_000 - paidOrderIds.size);
    expect(paidOrderIds.size).toBeGreaterThan(0);

    await restartProcess(cluster!, 0);
  });
});
