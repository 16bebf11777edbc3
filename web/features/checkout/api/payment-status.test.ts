import type { PaymentStatus } from "@domain/schemas/payment-status";
import { describe, expect, it } from "vitest";
import { PENDING_POLL_DURATION_MS, PENDING_POLL_INTERVAL_MS, pollDelay } from "./payment-status";

const payment = (overrides: Partial<PaymentStatus> = {}): PaymentStatus => ({
  orderId: "Rice_1700000000000_ab",
  status: "paid",
  providerStatus: "PAID",
  paymentMethod: "online",
  totalAmount: 1_375_000,
  amountPaidOnline: 1_375_000,
  orders: [],
  refund: null,
  ...overrides,
});
const refunded = (status: "pending" | "success" | "failed" | null) =>
  payment({ status: "refunded", refund: status === null ? null : { status, amount: 1_375_000 } });

describe("pollDelay", () => {
  const since = 1_000_000;
  const soon = since + 10_000;

  it("asks again while the provider has not confirmed the payment", () => {
    expect(pollDelay(payment({ status: "pending", providerStatus: "ACTIVE" }), since, soon)).toBe(PENDING_POLL_INTERVAL_MS);
  });

  it("asks again while a refund is being processed, or not yet recorded", () => {
    expect(pollDelay(refunded("pending"), since, soon)).toBe(PENDING_POLL_INTERVAL_MS);
    expect(pollDelay(refunded(null), since, soon)).toBe(PENDING_POLL_INTERVAL_MS);
  });

  it("stops once the answer is final", () => {
    expect(pollDelay(payment(), since, soon)).toBe(false);
    expect(pollDelay(payment({ status: "failed", providerStatus: "FAILED" }), since, soon)).toBe(false);
    expect(pollDelay(refunded("success"), since, soon)).toBe(false);
    expect(pollDelay(refunded("failed"), since, soon)).toBe(false);
    expect(pollDelay(undefined, since, soon)).toBe(false);
  });

  it("gives up a while after the page started waiting", () => {
    expect(pollDelay(refunded("pending"), since, since + PENDING_POLL_DURATION_MS)).toBe(false);
    expect(pollDelay(payment({ status: "pending" }), since, since + PENDING_POLL_DURATION_MS)).toBe(false);
  });
});
