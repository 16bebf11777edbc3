import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { refunds, simRefunds } from "../../db/schema";
import { CashfreeError } from "../../platform/payments/cashfree-error";
import { createTestApp } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";
import { isOrderChange, ORDER_CHANGES_CHANNEL, type OrderChange } from "../orders/order-change-notification";
import { cancellationRefundKey, refundCancelledOrder } from "../orders/refund-cancelled-order";
import { followAcceptedRefunds } from "./follow-accepted-refunds";
import { cancelledOrderOf, simulatedCheckout } from "./simulated-checkout.fixture";

/** The simulator answers refunds PENDING and, within any test, never settles them by itself. */
const A_DAY_MS = 86_400_000;

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let sellerId: string;

beforeAll(async () => {
  app = await createTestApp({ CASHFREE_SIMULATOR_REFUND_SETTLE_MS: String(A_DAY_MS) });
  buyer = await signInAs(app, "buyer");
  sellerId = (await signInAs(app, "seller")).profile.id;
});
afterAll(async () => app.close());

/** A paid order, cancelled, its refund asked of the provider through the real adapter over the in-process simulator. */
async function cancelledAndRefunded(paymentOrderId: string) {
  const checkout = await simulatedCheckout(app, { orderId: paymentOrderId, buyerId: buyer.profile.id, amount: 25_000 });
  const order = await cancelledOrderOf(app, checkout, sellerId);
  const answer = await refundCancelledOrder(app.ctx, order);
  return { order, answer, key: cancellationRefundKey(order.id) };
}

const refundRow = async (key: string) => (await app.ctx.db.select().from(refunds).where(eq(refunds.refundKey, key)))[0]!;
/** Plays the provider's side: what its refund now is. */
const atProvider = (key: string, change: { status?: string; settlesAt?: Date }) =>
  app.ctx.db.update(simRefunds).set(change).where(eq(simRefunds.refundId, key));
const refundShown = async (orderId: string) =>
  (await app.inject({ url: `/api/buyer/orders/${orderId}`, headers: buyer.headers })).json().refund;

/** Collects the refund changes announced from now on (delivered at commit, in commit order). */
async function listenForRefundChanges() {
  const heard: OrderChange[] = [];
  const stop = await app.ctx.events.subscribe(ORDER_CHANGES_CHANNEL, {
    onMessage: (payload) => {
      if (isOrderChange(payload) && payload.kind === "refund") heard.push(payload);
    },
  });
  const until = async (count: number) => {
    while (heard.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { heard, until, stop };
}

describe("followAcceptedRefunds", () => {
  it("keeps a refund accepted as PENDING pending until the provider settles it, then stores success and tells the order page", async () => {
    const { order, answer, key } = await cancelledAndRefunded("follow_settles_1");
    expect(answer).toMatchObject({ status: "pending", amount: 25_000 });
    expect(await refundRow(key)).toMatchObject({ status: "pending", providerRefundId: expect.any(String) });
    expect(await refundShown(order.id)).toMatchObject({ status: "pending", amount: 25_000 });

    const changes = await listenForRefundChanges();
    expect(await followAcceptedRefunds(app.ctx)).toEqual({ asked: 1, settled: 0 });
    expect((await refundRow(key)).status).toBe("pending");

    await atProvider(key, { settlesAt: new Date(Date.now() - 1000) });
    expect(await followAcceptedRefunds(app.ctx)).toEqual({ asked: 1, settled: 1 });
    expect((await refundRow(key)).status).toBe("success");
    expect(await refundShown(order.id)).toMatchObject({ status: "success", amount: 25_000 });
    await changes.until(1);
    // The first run, which found it still pending, announced nothing.
    expect(changes.heard).toEqual([
      expect.objectContaining({ kind: "refund", orderId: order.id, buyerId: buyer.profile.id, sellerId, status: "Cancelled" }),
    ]);
    changes.stop();

    expect(await followAcceptedRefunds(app.ctx)).toEqual({ asked: 0, settled: 0 });
  });

  it("stores a refund the provider cancelled as failed; one on hold stays pending and goes to the back of the queue", async () => {
    const cancelled = await cancelledAndRefunded("follow_cancelled_1");
    const held = await cancelledAndRefunded("follow_onhold_1");
    await atProvider(cancelled.key, { status: "CANCELLED" });
    await atProvider(held.key, { status: "ONHOLD" });
    const heldBefore = await refundRow(held.key);

    const changes = await listenForRefundChanges();
    expect(await followAcceptedRefunds(app.ctx)).toEqual({ asked: 2, settled: 1 });
    expect((await refundRow(cancelled.key)).status).toBe("failed");
    expect(await refundShown(cancelled.order.id)).toMatchObject({ status: "failed" });
    const heldAfter = await refundRow(held.key);
    expect(heldAfter.status).toBe("pending");
    expect(heldAfter.updatedAt.getTime()).toBeGreaterThan(heldBefore.updatedAt.getTime());
    await changes.until(1);
    expect(changes.heard.map((c) => c.orderId)).toEqual([cancelled.order.id]);
    changes.stop();

    await atProvider(held.key, { status: "SUCCESS" });
    expect(await followAcceptedRefunds(app.ctx)).toEqual({ asked: 1, settled: 1 });
    expect((await refundRow(held.key)).status).toBe("success");
  });

  it("leaves final refunds, and refunds the provider never acknowledged, alone", async () => {
    const settled = await cancelledAndRefunded("follow_final_1");
    await atProvider(settled.key, { settlesAt: new Date(Date.now() - 1000) });
    await followAcceptedRefunds(app.ctx);
    const finals = await app.ctx.db.select().from(refunds).where(eq(refunds.status, "success"));
    const failed = await app.ctx.db.select().from(refunds).where(eq(refunds.status, "failed"));
    expect(finals.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);

    const cashfree = app.ctx.payments.cashfree;
    const { createRefund, getRefund } = cashfree;
    cashfree.createRefund = async () => {
      throw new CashfreeError(0, "network_error", "api_connection_error", "Cashfree could not be reached");
    };
    const unacknowledged = await cancelledAndRefunded("follow_unacked_1");
    cashfree.createRefund = createRefund;
    expect(await refundRow(unacknowledged.key)).toMatchObject({ status: "pending", providerRefundId: null });

    const asked: string[] = [];
    cashfree.getRefund = async (orderId, refundId) => {
      asked.push(refundId);
      return getRefund(orderId, refundId);
    };
    try {
      expect(await followAcceptedRefunds(app.ctx)).toEqual({ asked: 0, settled: 0 });
    } finally {
      cashfree.getRefund = getRefund;
    }
    expect(asked).toEqual([]);
    for (const row of [...finals, ...failed]) expect(await refundRow(row.refundKey)).toEqual(row);
  });

  it("a provider that cannot be reached leaves the refund pending for the next run", async () => {
    const { key } = await cancelledAndRefunded("follow_unreachable_1");
    await atProvider(key, { settlesAt: new Date(Date.now() - 1000) });
    const cashfree = app.ctx.payments.cashfree;
    const getRefund = cashfree.getRefund;
    cashfree.getRefund = async () => {
      throw new CashfreeError(0, "network_error", "api_connection_error", "Cashfree could not be reached");
    };
    try {
      expect(await followAcceptedRefunds(app.ctx)).toMatchObject({ settled: 0 });
    } finally {
      cashfree.getRefund = getRefund;
    }
    expect((await refundRow(key)).status).toBe("pending");
    expect(await followAcceptedRefunds(app.ctx)).toMatchObject({ settled: 1 });
    expect((await refundRow(key)).status).toBe("success");
  });
});
