import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  basisPointsToPercent,
  feePercentToBasisPoints,
  payoutDueAt,
  payoutStatusGivenReturns,
} from "./payouts";

const basisPoints = fc.integer({ min: 0, max: 10_000 });

describe("fee percent as basis points", () => {
  it("converts two-decimal percents exactly and back", () => {
    expect(feePercentToBasisPoints(5)).toBe(500);
    expect(feePercentToBasisPoints(2.5)).toBe(250);
    expect(feePercentToBasisPoints(0.01)).toBe(1);
    expect(() => feePercentToBasisPoints(100.01)).toThrow(RangeError);
    expect(() => feePercentToBasisPoints(1.234)).toThrow(RangeError);
    fc.assert(fc.property(basisPoints, (bps) => feePercentToBasisPoints(basisPointsToPercent(bps)) === bps));
  });
});

describe("payoutDueAt", () => {
  it("falls seven days after delivery", () => {
    expect(payoutDueAt(new Date("2026-03-01T10:00:00Z")).toISOString()).toBe("2026-03-08T10:00:00.000Z");
  });
});

describe("payoutStatusGivenReturns", () => {
  it("holds a pending payout while a return is open and releases only a held one", () => {
    expect(payoutStatusGivenReturns("Pending", true)).toBe("Hold");
    expect(payoutStatusGivenReturns("Hold", false)).toBe("Pending");
    expect(payoutStatusGivenReturns("Hold", true)).toBe("Hold");
    expect(payoutStatusGivenReturns("Pending", false)).toBe("Pending");
    expect(payoutStatusGivenReturns("Processing", true)).toBe("Processing");
    expect(payoutStatusGivenReturns("Paid", true)).toBe("Paid");
    expect(payoutStatusGivenReturns("Paid", false)).toBe("Paid");
  });
});
