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
  it("takes the line with the highest taxable value; of equals, the higher rate, then the lower HSN code, whatever their order", () => {
    const line = (taxableValue: number, rateBasisPoints: number, hsnCode: string | null) => ({ taxableValue, rateBasisPoints, hsnCode });
    expect(principalLine([line(5, 1800, "8205"), line(9, 500, "5208"), line(8, 4000, "8703")])).toEqual(line(9, 500, "5208"));
    // ₹105 at 5% and ₹118 at 18% are both ₹100 taxable: the invoice, its PDF (lines by name) and a credit note (lines
    // as stored) must name the same principal supply, so the order of the lines may not decide.
    const ties = [line(10_000, 500, "5208"), line(10_000, 1800, "6302"), line(10_000, 1800, "3401")];
    for (const order of [ties, [...ties].reverse(), [ties[1]!, ties[0]!, ties[2]!]]) expect(principalLine(order)).toEqual(line(10_000, 1800, "3401"));
    expect(principalLine([line(10_000, 1800, null), line(10_000, 1800, "6302")])).toEqual(line(10_000, 1800, "6302"));
    expect(principalLine([])).toBeUndefined();
  });

  it("is intra-state only when both state codes are known and equal", () => {
    expect(isIntraState("27", "27")).toBe(true);
    expect(isIntraState("29", "27")).toBe(false);
    expect(isIntraState(null, "27")).toBe(false);
    expect(isIntraState(null, null)).toBe(false);
  });

  it("compares the states the codes stand for: a registration under an older code of the same state is intra-state", () => {
    // 25 (Daman and Diu) and 26 are both Dadra and Nagar Haveli and Daman and Diu today; 28 and 37 Andhra Pradesh.
    expect(isIntraState("25", "26")).toBe(true);
    expect(isIntraState("28", "37")).toBe(true);
    expect(isIntraState("28", "36")).toBe(false);
    // 97 (Other Territory) and 99 (Centre Jurisdiction) are no state: never intra-state, not even with themselves.
    expect(isIntraState("97", "97")).toBe(false);
    expect(isIntraState("99", "99")).toBe(false);
  });
});
