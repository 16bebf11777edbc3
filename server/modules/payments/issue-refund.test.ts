import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { checkouts, refunds, simRefunds } from "../../db/schema";
import { createTestApp } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";
import { issueRefund, makeRefundKey } from "./issue-refund";
import { simulatedCheckout } from "./simulated-checkout.fixture";

let app: App;
let buyerId: string;

beforeAll(async () => {
  app = await createTestApp();
  buyerId = (await signInAs(app, "buyer")).profile.id;
});
afterAll(async () => app.close());

/** A checkout paid in the simulator: 500.00 paid online. */
const paidCheckout = (orderId: string, status: "paid" | "created" = "paid") =>
  simulatedCheckout(app, { orderId, buyerId, amount: 50_000, status });

describe("issueRefund", () => {
  it("refunds through the provider once, however often it is called with the same key", async () => {
    const checkout = await paidCheckout("refund_once_1");
    const key = makeRefundKey("cancel", checkout.id);
    const input = { checkoutId: checkout.id, amount: 20_000, refundKey: key, reason: "Order cancelled by the buyer" };
    const first = await issueRefund(app.ctx, input);
    expect(first).toMatchObject({ status: "success", amount: 20_000 });

    const repeats = await Promise.all(Array.from({ length: 5 }, () => issueRefund(app.ctx, input)));
    expect(repeats.every((r) => r.id === first.id && r.status === "success")).toBe(true);
    const atProvider = await app.ctx.db.select().from(simRefunds).where(eq(simRefunds.orderId, "refund_once_1"));
    expect(atProvider).toHaveLength(1);
    expect(atProvider[0]).toMatchObject({ refundId: key, amount: 20_000 });
  });

  it("never pays twice when the same key races before any row exists", async () => {
    const checkout = await paidCheckout("refund_race_1");
    const input = { checkoutId: checkout.id, amount: 10_000, refundKey: makeRefundKey("race", checkout.id), reason: "race" };
    const results = await Promise.all(Array.from({ length: 8 }, () => issueRefund(app.ctx, input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await app.ctx.db.select().from(simRefunds).where(eq(simRefunds.orderId, "refund_race_1"))).toHaveLength(1);
  });

  it("refuses more than was paid, a reused key with another amount, and unpaid checkouts", async () => {
    const checkout = await paidCheckout("refund_limits_1");
    await issueRefund(app.ctx, { checkoutId: checkout.id, amount: 40_000, refundKey: "limits_a", reason: "part" });
    await expect(issueRefund(app.ctx, { checkoutId: checkout.id, amount: 10_001, refundKey: "limits_b", reason: "too much" })).rejects.toMatchObject({
      code: "REFUND_EXCEEDS_PAYMENT",
      statusCode: 422,
    });
    await expect(issueRefund(app.ctx, { checkoutId: checkout.id, amount: 1, refundKey: "limits_a", reason: "other" })).rejects.toMatchObject({
      code: "REFUND_KEY_REUSED",
      statusCode: 409,
    });
    const unpaid = await paidCheckout("refund_unpaid_1", "created");
    await expect(issueRefund(app.ctx, { checkoutId: unpaid.id, amount: 100, refundKey: "unpaid_a", reason: "x" })).rejects.toMatchObject({
      code: "CHECKOUT_NOT_PAID",
    });
    expect(await app.ctx.db.select().from(refunds).where(eq(refunds.checkoutId, unpaid.id))).toHaveLength(0);
  });

  it("marks the refund failed when the provider refuses it", async () => {
    // Paid here, but the provider never saw a payment: it refuses the refund.
    const checkout = await paidCheckout("refund_refused_1", "created");
    await app.ctx.db.update(checkouts).set({ status: "paid" }).where(eq(checkouts.id, checkout.id));
    const result = await issueRefund(app.ctx, { checkoutId: checkout.id, amount: 500, refundKey: "refused_a", reason: "x" });
    expect(result.status).toBe("failed");
  });
});
