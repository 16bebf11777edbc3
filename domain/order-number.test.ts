import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_NUMBER_PATTERN, formatOrderNumber, normaliseOrderNumberQuery, orderNumberPeriod } from "./order-number";

describe("order numbers", () => {
  it("name the month in India's calendar, not the server's", () => {
    // 31 Oct 2026 20:00 UTC is already 1 November in India.
    expect(orderNumberPeriod(new Date("2026-10-31T20:00:00Z"))).toBe("2611");
    expect(orderNumberPeriod(new Date("2026-10-31T18:00:00Z"))).toBe("2610");
    expect(orderNumberPeriod(new Date("2027-01-01T00:00:00+05:30"))).toBe("2701");
  });

  it("read BB, the month and a six-digit sequence", () => {
    expect(formatOrderNumber("2611", 4217)).toBe("BB-2611-004217");
    expect(formatOrderNumber("2611", 1_234_567)).toBe("BB-2611-1234567");
    expect(() => formatOrderNumber("2611", 0)).toThrow(RangeError);
    expect(() => formatOrderNumber("26-11", 1)).toThrow(RangeError);
  });

  it("are distinct for distinct sequences and always match the pattern", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (a, b) => {
        expect(formatOrderNumber("2611", a)).toMatch(ORDER_NUMBER_PATTERN);
        expect(formatOrderNumber("2611", a) === formatOrderNumber("2611", b)).toBe(a === b);
      }),
    );
  });

  it("are found from what a person types", () => {
    expect(normaliseOrderNumberQuery("BB-2611-004217")).toBe("BB-2611-004217");
    expect(normaliseOrderNumberQuery(" bb 2611 4217 ")).toBe("BB-2611-004217");
    expect(normaliseOrderNumberQuery("2611-4217")).toBe("BB-2611-004217");
    expect(normaliseOrderNumberQuery("rice")).toBeNull();
    expect(normaliseOrderNumberQuery("2611-0")).toBeNull();
  });
});
