import { describe, expect, it } from "vitest";
import { DEFAULT_PLATFORM_FEE_PERCENT, effectivePlatformFeePercent, platformFeePercentText } from "./fees";


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

describe("platformFeePercentText", () => {
  it("writes two decimals from basis points", () => {
    expect([0, 2.5, 3.75, 5, 100].map(platformFeePercentText)).toEqual(["0.00", "2.50", "3.75", "5.00", "100.00"]);
    expect(() => platformFeePercentText(3.755)).toThrow(RangeError);
  });
});
