import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GST_RATE_BASIS_POINTS } from "./gst-rates";
import { taxOf } from "./line-tax";
import { isIntraState, principalLine, taxOrder } from "./order-tax";

const line = fc.record({
  lineTotal: fc.integer({ min: 0, max: 100_000_000_000 }),
  rateBasisPoints: fc.constantFrom(...GST_RATE_BASIS_POINTS),
  hsnCode: fc.constantFrom("5208", "73181500", "84672100", "0806"),
});
const freight = fc.integer({ min: 0, max: 10_000_000 });

describe("taxOrder: the GST of one seller's order", () => {
  it("taxes each line at its rate and the freight at the principal line's rate and HSN code", () => {
    const taxed = taxOrder({
      lines: [
        { lineTotal: 11_800, rateBasisPoints: 1800, hsnCode: "8517" },
        { lineTotal: 21_000, rateBasisPoints: 500, hsnCode: "5208" },
      ],
      freight: 1_050,
      intraState: true,
    });
    expect(taxed.lines).toEqual([
      { taxableValue: 10_000, cgst: 900, sgst: 900, igst: 0, total: 11_800, rateBasisPoints: 1800, hsnCode: "8517" },
      { taxableValue: 20_000, cgst: 500, sgst: 500, igst: 0, total: 21_000, rateBasisPoints: 500, hsnCode: "5208" },
    ]);
    // The sari line has the highest taxable value (₹200): freight of ₹10.50 is taxed at its 5%.
    expect(taxed.freight).toEqual({ taxableValue: 1_000, cgst: 25, sgst: 25, igst: 0, total: 1_050, rateBasisPoints: 500, hsnCode: "5208" });
    expect(taxed.totals).toEqual({ taxableValue: 31_000, cgst: 1_425, sgst: 1_425, igst: 0, total: 33_850 });
  });

  it("has no freight line without freight, and refuses freight with no goods", () => {
    expect(taxOrder({ lines: [{ lineTotal: 100, rateBasisPoints: 1800, hsnCode: "8517" }], freight: 0, intraState: false }).freight).toBeNull();
    expect(() => taxOrder({ lines: [], freight: 100, intraState: false })).toThrow(RangeError);
  });

  it("adds up: lines and freight make the order total; each line's taxable + tax = its total; CGST + SGST = tax with CGST − SGST ∈ {0, 1}", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), freight, fc.boolean(), (lines, freightAmount, intraState) => {
        const taxed = taxOrder({ lines, freight: freightAmount, intraState });
        const orderTotal = lines.reduce((sum, l) => sum + l.lineTotal, 0) + freightAmount;
        expect(taxed.totals.total).toBe(orderTotal);
        expect(taxed.totals.taxableValue + taxOf(taxed.totals)).toBe(orderTotal);
        const all = taxed.freight ? [...taxed.lines, taxed.freight] : taxed.lines;
        expect(all.reduce((sum, l) => sum + l.total, 0)).toBe(orderTotal);
        for (const [i, taxedLine] of taxed.lines.entries()) {
          expect(taxedLine.total).toBe(lines[i]!.lineTotal);
          expect(taxedLine.rateBasisPoints).toBe(lines[i]!.rateBasisPoints);
        }
        for (const part of all) {
          expect(part.taxableValue + taxOf(part)).toBe(part.total);
          if (intraState) {
            expect(part.igst).toBe(0);
            expect(part.cgst - part.sgst).toBeGreaterThanOrEqual(0);
            expect(part.cgst - part.sgst).toBeLessThanOrEqual(1);
          } else {
            expect(part.cgst).toBe(0);
            expect(part.sgst).toBe(0);
          }
        }
        if (taxed.freight) {
          const principal = principalLine(taxed.lines)!;
          expect(taxed.freight.rateBasisPoints).toBe(principal.rateBasisPoints);
          expect(taxed.freight.hsnCode).toBe(principal.hsnCode);
        } else expect(freightAmount).toBe(0);
      }),
    );
  });

  it("inter-state orders carry all their tax as IGST", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), freight, (lines, freightAmount) => {
        const { totals } = taxOrder({ lines, freight: freightAmount, intraState: false });
        expect(totals.cgst + totals.sgst).toBe(0);
        expect(totals.igst).toBe(totals.total - totals.taxableValue);
      }),
    );
  });
});

describe("principalLine and isIntraState", () => {
  it("takes the first of the lines with the highest taxable value", () => {
    expect(principalLine([{ taxableValue: 5, id: "a" }, { taxableValue: 9, id: "b" }, { taxableValue: 9, id: "c" }])).toEqual({ taxableValue: 9, id: "b" });
    expect(principalLine([])).toBeUndefined();
  });

  it("is intra-state only when both state codes are known and equal", () => {
    expect(isIntraState("27", "27")).toBe(true);
    expect(isIntraState("29", "27")).toBe(false);
    expect(isIntraState(null, "27")).toBe(false);
    expect(isIntraState(null, null)).toBe(false);
  });
});
