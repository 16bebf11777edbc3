import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateProportionally,
  formatINR,
  paiseToRupeesString,
  percentOf,
  percentToBasisPoints,
  rupeesToPaise,
  tryRupeesToPaise,
} from "./money";

const safePaise = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const orderPaise = fc.integer({ min: 0, max: 10_000_000_000_00 }); // up to ten thousand crore rupees

describe("rupeesToPaise", () => {
  it.each([
    ["1234.5", 123450],
    ["1234.50", 123450],
    ["0.01", 1],
    ["7", 700],
    [" 42.10 ", 4210],
    ["-3.5", -350],
    ["-0", 0],
    [19.99, 1999],
    [0.07, 7],
    [1234.5, 123450],
    [100, 10000],
  ])("converts %j to %i paise", (input, expected) => {
    expect(rupeesToPaise(input)).toBe(expected);
  });

  it.each(["1.005", "12.", ".5", "1,234", "abc", "", "1e3", "+1", "₹10", "Infinity"])("rejects %j", (input) => {
    expect(() => rupeesToPaise(input)).toThrow(RangeError);
    expect(tryRupeesToPaise(input)).toBeNull();
  });

  it.each([1.005, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e21])("rejects the number %d", (input) => {
    expect(tryRupeesToPaise(input)).toBeNull();
  });

  it("rejects amounts beyond the safe integer range", () => {
    expect(tryRupeesToPaise("90071992547409.91")).toBe(Number.MAX_SAFE_INTEGER);
    expect(tryRupeesToPaise("90071992547409.92")).toBeNull();
  });

  it("round-trips with paiseToRupeesString for every safe amount", () => {
    fc.assert(fc.property(safePaise, (paise) => rupeesToPaise(paiseToRupeesString(paise)) === paise));
  });
});

describe("paiseToRupeesString", () => {
  it.each([
    [123450, "1234.50"],
    [1, "0.01"],
    [0, "0.00"],
    [-5, "-0.05"],
    [-123456, "-1234.56"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("writes %i paise as %s", (paise, expected) => {
    expect(paiseToRupeesString(paise)).toBe(expected);
  });

  it("refuses fractional paise", () => {
    expect(() => paiseToRupeesString(1.5)).toThrow(RangeError);
  });
});

describe("formatINR", () => {
  it.each([
    [1234567890, "₹1,23,45,678.90"],
    [0, "₹0.00"],
    [5, "₹0.05"],
    [-5, "-₹0.05"],
    [100000, "₹1,000.00"],
    [-12345, "-₹123.45"],
    [Number.MAX_SAFE_INTEGER, "₹9,00,71,99,25,47,409.91"],
  ])("formats %i paise as %s", (paise, expected) => {
    expect(formatINR(paise)).toBe(expected);
  });

  it("agrees with Intl wherever Intl is still exact", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (paise) => {
        expect(formatINR(paise)).toBe(intl.format(paise / 100));
      }),
    );
  });

  it("always shows the exact paise digits", () => {
    fc.assert(
      fc.property(safePaise, (paise) => formatINR(paise).endsWith(paiseToRupeesString(paise).slice(-3))),
    );
  });
});

describe("percentOf", () => {
  it.each([
    [10000, 10, 1000],
    [15, 10, 2], // 1.5 paise rounds half-up
    [14, 10, 1],
    [-15, 10, -2], // halves round away from zero
    [1999, 2.5, 50], // 49.975
    [100, 0, 0],
    [100, 150, 150],
  ])("%i paise at %d%% is %i", (paise, percent, expected) => {
    expect(percentOf(paise, percent)).toBe(expected);
  });

  it("rejects negative percentages and more than two decimals", () => {
    expect(() => percentOf(100, -1)).toThrow(RangeError);
    expect(() => percentOf(100, 2.555)).toThrow(RangeError);
    expect(percentToBasisPoints(2.55)).toBe(255);
  });

  it("is within half a paisa of the exact value", () => {
    fc.assert(
      fc.property(orderPaise, fc.integer({ min: 0, max: 10000 }), (paise, basisPoints) => {
        const result = percentOf(paise, basisPoints / 100);
        const exactTimes10000 = BigInt(paise) * BigInt(basisPoints);
        const difference = BigInt(result) * 10000n - exactTimes10000;
        expect(difference * 2n <= 10000n && difference * 2n > -10000n).toBe(true);
      }),
    );
  });
});

describe("allocateProportionally", () => {
  it("splits by weight with the largest remainders taking the spare paise", () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [3, 7])).toEqual([3, 7]);
    expect(allocateProportionally(5, [1, 0, 2])).toEqual([2, 0, 3]);
    expect(allocateProportionally(0, [])).toEqual([]);
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
  });

  it("rejects what it cannot split", () => {
    expect(() => allocateProportionally(1, [])).toThrow(RangeError);
    expect(() => allocateProportionally(1, [0])).toThrow(RangeError);
    expect(() => allocateProportionally(-1, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(1, [-1, 2])).toThrow(RangeError);
    expect(() => allocateProportionally(1, [0.5])).toThrow(RangeError);
  });

  it("parts sum exactly to the total and each is its exact share rounded down or up", () => {
    const weights = fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(orderPaise, weights, (total, weightList) => {
        fc.pre(weightList.some((weight) => weight > 0));
        const parts = allocateProportionally(total, weightList);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        const weightSum = weightList.reduce((sum, weight) => sum + BigInt(weight), 0n);
        parts.forEach((part, index) => {
          const exact = BigInt(total) * BigInt(weightList[index] ?? 0);
          const floor = exact / weightSum;
          expect(BigInt(part) === floor || BigInt(part) === floor + 1n).toBe(true);
          if (weightList[index] === 0) expect(part).toBe(0);
        });
      }),
    );
  });
});
