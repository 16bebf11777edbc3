import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLakhs } from "./lakhs";

describe("formatLakhs", () => {
  it("divides the rupee total by 1,00,000 and keeps two decimals", () => {
    expect(formatLakhs(123_456_789)).toBe("₹12.35 L"); // ₹12,34,567.89
    expect(formatLakhs(0)).toBe("₹0.00 L");
    expect(formatLakhs(49_999)).toBe("₹0.00 L");
    expect(formatLakhs(50_000)).toBe("₹0.01 L");
    expect(formatLakhs(1_234_500_000_00)).toBe("₹12,345.00 L");
  });

  it("is within half a hundredth of a lakh of the exact value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 14 }), (paise) => {
        const [whole, fraction] = formatLakhs(paise).slice(1, -2).replaceAll(",", "").split(".");
        const shownHundredths = Number(whole) * 100 + Number(fraction);
        expect(Math.abs(shownHundredths * 100_000 - paise)).toBeLessThanOrEqual(50_000);
      }),
    );
  });
});
