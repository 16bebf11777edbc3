import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { refunds, simRefunds } from "../../db/schema";
import { CashfreeError } from "../../platform/payments/cashfree-error";
import { createTestApp } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";
import { issueRefund, makeRefundKey } from "./issue-refund";
import { retryPendingRefunds } from "./retry-pending-refunds";
import { simulatedCheckout } from "./simulated-checkout.fixture";

let app: App;
let buyerId: string;

beforeAll(async () => {
  app = await createTestApp();
  buyerId = (await signInAs(app, "buyer")).profile.id;
});
afterAll(async () => app.close());

describe("retryPendingRefunds", () => {
  it("asks again for a refund the provider could not be reached for, and pays it once", async () => {
    const checkout = await simulatedCheckout(app, { orderId: "retry_refund_1", buyerId, amount: 30_000 });
    const input = { checkoutId: checkout.id, amount: 30_000, refundKey: makeRefundKey("cancel", checkout.id), reason: "Order cancelled by the buyer" };
    const cashfree = app.ctx.payments.cashfree;
    const createRefund = cashfree.createRefund.bind(cashfree);
    cashfree.createRefund = async () => {
      throw new CashfreeError(0, "network_error", "api_connection_error", "Cashfree could not be reached");
    };
    expect(await issueRefund(app.ctx, input)).toMatchObject({ status: "pending" });
    // Still unreachable: stays pending, nothing paid.
    expect(await retryPendingRefunds(app.ctx, new Date(Date.now() + 1000))).toBe(1);
    expect(await app.ctx.db.select().from(simRefunds).where(eq(simRefunds.orderId, "retry_refund_1"))).toHaveLength(0);

    cashfree.createRefund = createRefund;
    // Not yet due: retried only once the wait has passed.
    expect(await retryPendingRefunds(app.ctx, new Date(Date.now() - 60_000))).toBe(0);
    expect(await retryPendingRefunds(app.ctx, new Date(Date.now() + 1000))).toBe(1);
    const [row] = await app.ctx.db.select().from(refunds).where(eq(refunds.refundKey, input.refundKey));
    expect(row).toMatchObject({ status: "success", amount: 30_000 });
    expect(await retryPendingRefunds(app.ctx, new Date(Date.now() + 1000))).toBe(0);
    expect(await app.ctx.db.select().from(simRefunds).where(eq(simRefunds.orderId, "retry_refund_1"))).toHaveLength(1);
  });
});
