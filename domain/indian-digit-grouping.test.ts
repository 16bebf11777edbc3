import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupIndianDigits } from "./indian-digit-grouping";

describe("groupIndianDigits", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [12345, "12,345"],
    [123456, "1,23,456"],
    [1234567, "12,34,567"],
    [Number.MAX_SAFE_INTEGER, "9,00,71,99,25,47,40,991"],
  ])("groups %i as %s", (whole, expected) => {
    expect(groupIndianDigits(whole)).toBe(expected);
  });

  it("writes what Intl's en-IN format writes", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    fc.assert(fc.property(fc.maxSafeNat(), (whole) => groupIndianDigits(whole) === intl.format(whole)));
  });

  it("refuses what is not a whole number of at least 0", () => {
    for (const value of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) expect(() => groupIndianDigits(value)).toThrow(RangeError);
  });
});
