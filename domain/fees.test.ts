import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_PLATFORM_FEE_PERCENT, effectivePlatformFeePercent, netPayout, platformFee, platformFeePercentText } from "./fees";

const total = fc.integer({ min: 0, max: 100_000_000_000 });
const feePercent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);

describe("effectivePlatformFeePercent", () => {
  it("uses the seller's own fee when set, else the global fee", () => {
    expect(effectivePlatformFeePercent(2.5, 5)).toBe(2.5);
    expect(effectivePlatformFeePercent(0, 5)).toBe(0);
    expect(effectivePlatformFeePercent(null, 5)).toBe(5);
    expect(effectivePlatformFeePercent(null, DEFAULT_PLATFORM_FEE_PERCENT)).toBe(5);
  });

  it("rejects fees outside 0 to 100 percent or finer than basis points", () => {
    expect(() => effectivePlatformFeePercent(101, 5)).toThrow(RangeError);
    expect(() => effectivePlatformFeePercent(null, -1)).toThrow(RangeError);
    expect(() => effectivePlatformFeePercent(1.234, 5)).toThrow(RangeError);
  });
});

describe("platformFee and netPayout", () => {
  it("computes the fee half-up to the paisa", () => {
    expect(platformFee(100000, 5)).toBe(5000);
    expect(netPayout(100000, 5)).toBe(95000);
    expect(platformFee(1999, 2.5)).toBe(50); // 49.975
    expect(netPayout(1999, 2.5)).toBe(1949);
    expect(platformFee(10, 5)).toBe(1); // 0.5 paise rounds up
    expect(platformFee(12345, 0)).toBe(0);
    expect(platformFee(12345, 100)).toBe(12345);
  });

  it("rejects negative totals", () => {
    expect(() => platformFee(-1, 5)).toThrow(RangeError);
  });

  it("fee plus net payout is the total, and the fee stays within it", () => {
    fc.assert(
      fc.property(total, feePercent, (orderTotal, percent) => {
        const fee = platformFee(orderTotal, percent);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(orderTotal);
        expect(fee + netPayout(orderTotal, percent)).toBe(orderTotal);
      }),
    );
  });

  it("a higher fee never pays the seller more", () => {
    fc.assert(
      fc.property(total, feePercent, feePercent, (orderTotal, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(netPayout(orderTotal, high)).toBeLessThanOrEqual(netPayout(orderTotal, low));
      }),
    );
  });
});

describe("platformFeePercentText", () => {
  it("writes two decimals from basis points", () => {
    expect([0, 2.5, 3.75, 5, 100].map(platformFeePercentText)).toEqual(["0.00", "2.50", "3.75", "5.00", "100.00"]);
    expect(() => platformFeePercentText(3.755)).toThrow(RangeError);
  });
});
