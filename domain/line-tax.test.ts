import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GST_RATE_BASIS_POINTS } from "./gst-rates";
import { splitTax, subtractTaxed, sumTaxed, taxableValueOf, taxOf, taxOfAmount } from "./line-tax";

const amount = fc.integer({ min: 0, max: 10_000_000_000_000 });
const rate = fc.constantFrom(...GST_RATE_BASIS_POINTS);

describe("taxOfAmount: the GST inside a GST-inclusive line total", () => {
  it("takes taxable value = total × 100 / (100 + rate), rounded half-up to the paisa", () => {
    expect(taxOfAmount(11_800, 1800, true)).toEqual({ taxableValue: 10_000, cgst: 900, sgst: 900, igst: 0, total: 11_800 });
    expect(taxOfAmount(11_800, 1800, false)).toEqual({ taxableValue: 10_000, cgst: 0, sgst: 0, igst: 1_800, total: 11_800 });
    // 100 × 100/105 = 95.238… → 95; 1 × 100/118 = 0.847… → 1; 59 × 100/118 = 50 exactly.
    expect(taxableValueOf(100, 500)).toBe(95);
    expect(taxableValueOf(1, 1800)).toBe(1);
    expect(taxableValueOf(59, 1800)).toBe(50);
    // Half a paisa rounds up: 201 × 100/100.25 = 200.498… → 200; 10025 × 100/100.25 = 10000.
    expect(taxableValueOf(201, 25)).toBe(200);
    expect(taxableValueOf(10_025, 25)).toBe(10_000);
    // 0%: all taxable, no tax.
    expect(taxOfAmount(12_345, 0, true)).toEqual({ taxableValue: 12_345, cgst: 0, sgst: 0, igst: 0, total: 12_345 });
    // An odd paisa of tax goes to CGST: 107 at 5% → taxable 102, tax 5 = CGST 3 + SGST 2.
    expect(taxOfAmount(107, 500, true)).toEqual({ taxableValue: 102, cgst: 3, sgst: 2, igst: 0, total: 107 });
  });

  it("adds up exactly: taxable + tax = line total, CGST + SGST = tax, CGST − SGST ∈ {0, 1}, all ≥ 0", () => {
    fc.assert(
      fc.property(amount, rate, fc.boolean(), (total, rateBasisPoints, intraState) => {
        const taxed = taxOfAmount(total, rateBasisPoints, intraState);
        expect(taxed.taxableValue + taxOf(taxed)).toBe(total);
        expect(taxed.total).toBe(total);
        for (const part of [taxed.taxableValue, taxed.cgst, taxed.sgst, taxed.igst]) expect(part).toBeGreaterThanOrEqual(0);
        if (intraState) {
          expect(taxed.igst).toBe(0);
          expect(taxed.cgst - taxed.sgst).toBeGreaterThanOrEqual(0);
          expect(taxed.cgst - taxed.sgst).toBeLessThanOrEqual(1);
        } else {
          expect(taxed.cgst + taxed.sgst).toBe(0);
        }
      }),
    );
  });

  it("is the nearest paisa to the exact taxable value (never off by more than half a paisa)", () => {
    fc.assert(
      fc.property(amount, rate, (total, rateBasisPoints) => {
        const taxable = BigInt(taxableValueOf(total, rateBasisPoints));
        const divisor = 10_000n + BigInt(rateBasisPoints);
        // |taxable − total × 10000 / divisor| ≤ ½, in integers: |2·taxable·divisor − 2·total·10000| ≤ divisor.
        const difference = 2n * taxable * divisor - 2n * BigInt(total) * 10_000n;
        expect(difference <= divisor && -difference <= divisor).toBe(true);
      }),
    );
  });

  it("never charges more tax than the rate on the taxable value, give or take a paisa", () => {
    fc.assert(
      fc.property(amount, rate, (total, rateBasisPoints) => {
        const taxed = taxOfAmount(total, rateBasisPoints, false);
        const exact = (taxed.taxableValue * rateBasisPoints) / 10_000;
        expect(Math.abs(taxed.igst - exact)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("refuses negative or fractional amounts and rates", () => {
    expect(() => taxOfAmount(-1, 1800, true)).toThrow(RangeError);
    expect(() => taxOfAmount(1.5, 1800, true)).toThrow();
    expect(() => taxOfAmount(100, -5, true)).toThrow(RangeError);
    expect(() => taxOfAmount(100, 12.5, true)).toThrow(RangeError);
  });
});

describe("splitTax, sumTaxed and subtractTaxed", () => {
  it("splits within a state with the odd paisa to CGST, and all IGST across states", () => {
    expect(splitTax(7, true)).toEqual({ cgst: 4, sgst: 3, igst: 0 });
    expect(splitTax(7, false)).toEqual({ cgst: 0, sgst: 0, igst: 7 });
  });

  it("sums part by part, and a sum less one of its parts is the rest", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, rate, fc.boolean()), { maxLength: 20 }), (lines) => {
        const taxed = lines.map(([total, rateBasisPoints, intraState]) => taxOfAmount(total, rateBasisPoints, intraState));
        const sum = sumTaxed(taxed);
        expect(sum.total).toBe(lines.reduce((s, [total]) => s + total, 0));
        expect(sum.taxableValue + taxOf(sum)).toBe(sum.total);
        if (taxed.length > 0) expect(subtractTaxed(sum, taxed[0]!)).toEqual(sumTaxed(taxed.slice(1)));
      }),
    );
  });
});
