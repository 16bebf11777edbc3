import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  basisPointsToPercent,
  feePercentToBasisPoints,
  payoutDueAt,
  payoutFigures,
  payoutStatusGivenReturns,
} from "./payouts";

const total = fc.integer({ min: 0, max: 100_000_000_000 });
const basisPoints = fc.integer({ min: 0, max: 10_000 });

/** A total and a sequence of partial refunds that together never exceed it. */
const orderWithRefunds = total.chain((t) =>
  fc.array(fc.integer({ min: 1, max: Math.max(1, t) }), { maxLength: 8 }).map((parts) => {
    const refunds: number[] = [];
    let left = t;
    for (const part of parts) {
      const refund = Math.min(part, left);
      if (refund > 0) refunds.push(refund);
      left -= refund;
    }
    return { total: t, refunds };
  }),
);

describe("payoutFigures", () => {
  it("rounds the fee half-up on what was not refunded", () => {
    expect(payoutFigures({ paidAmount: 100_000, refundedAmount: 0, feeBasisPoints: 500 })).toEqual({ refunded: 0, fee: 5000, net: 95_000 });
    expect(payoutFigures({ paidAmount: 100_000, refundedAmount: 40_000, feeBasisPoints: 500 })).toEqual({ refunded: 40_000, fee: 3000, net: 57_000 });
    expect(payoutFigures({ paidAmount: 1999, refundedAmount: 0, feeBasisPoints: 250 }).fee).toBe(50); // 49.975
    expect(payoutFigures({ paidAmount: 10, refundedAmount: 0, feeBasisPoints: 500 }).fee).toBe(1); // 0.5 paise
    expect(payoutFigures({ paidAmount: 9, refundedAmount: 0, feeBasisPoints: 500 }).fee).toBe(0); // 0.45 paise
    expect(payoutFigures({ paidAmount: 5000, refundedAmount: 5000, feeBasisPoints: 500 })).toEqual({ refunded: 5000, fee: 0, net: 0 });
  });

  it("keeps fee + net + refunded = total, with neither negative, after any sequence of partial refunds", () => {
    fc.assert(
      fc.property(orderWithRefunds, basisPoints, ({ total: t, refunds }, bps) => {
        let refunded = 0;
        let previousFee = Number.POSITIVE_INFINITY;
        for (const refund of [0, ...refunds]) {
          refunded += refund;
          const { fee, net } = payoutFigures({ paidAmount: t, refundedAmount: refunded, feeBasisPoints: bps });
          expect(Number.isSafeInteger(fee) && Number.isSafeInteger(net)).toBe(true);
          expect(fee + net + refunded).toBe(t);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(net).toBeGreaterThanOrEqual(0);
          // A refund never raises the fee.
          expect(fee).toBeLessThanOrEqual(previousFee);
          previousFee = fee;
        }
      }),
    );
  });

  it("is within half a paisa of the exact fee", () => {
    fc.assert(
      fc.property(total, basisPoints, (t, bps) => {
        const { fee } = payoutFigures({ paidAmount: t, refundedAmount: 0, feeBasisPoints: bps });
        const exactTimes10000 = BigInt(t) * BigInt(bps);
        const difference = BigInt(fee) * 10_000n - exactTimes10000;
        expect(difference >= -5000n && difference <= 5000n).toBe(true);
      }),
    );
  });

  it("refuses refunds beyond the total, fractional paise and fees beyond 100 percent", () => {
    expect(() => payoutFigures({ paidAmount: 100, refundedAmount: 101, feeBasisPoints: 500 })).toThrow(RangeError);
    expect(() => payoutFigures({ paidAmount: 100.5, refundedAmount: 0, feeBasisPoints: 500 })).toThrow(RangeError);
    expect(() => payoutFigures({ paidAmount: 100, refundedAmount: 0, feeBasisPoints: 10_001 })).toThrow(RangeError);
    expect(() => payoutFigures({ paidAmount: 100, refundedAmount: 0, feeBasisPoints: 2.5 })).toThrow(RangeError);
  });
});

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
