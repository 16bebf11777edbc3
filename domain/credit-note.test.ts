import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { creditForCancellation, creditForReturn, type InvoicedLine, tcsReversedBy } from "./credit-note";
import { GST_RATE_BASIS_POINTS } from "./gst-rates";
import { type TaxedAmount, subtractTaxed, sumTaxed, taxOfAmount } from "./line-tax";
import { taxOrder } from "./order-tax";
import { TCS_BASIS_POINTS, tcsOf } from "./payout-deductions";

const ZERO: TaxedAmount = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
const PARTS = ["taxableValue", "cgst", "sgst", "igst", "total"] as const;

const lineArbitrary = fc.record({
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 200 }),
  rateBasisPoints: fc.constantFrom(...GST_RATE_BASIS_POINTS),
});

/** An invoiced order (lines and freight) and a sequence of partial returns ([line, units]) that may stop short. */
const scenario = fc
  .record({
    lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
    freight: fc.integer({ min: 0, max: 500_000 }),
    intraState: fc.boolean(),
    cancel: fc.boolean(),
  })
  .chain((order) =>
    fc
      .array(fc.tuple(fc.nat({ max: order.lines.length - 1 }), fc.integer({ min: 1, max: 200 })), { maxLength: 8 })
      .map((returns) => ({ ...order, returns })),
  );

const amountOf = ({ taxableValue, cgst, sgst, igst, total }: TaxedAmount): TaxedAmount => ({ taxableValue, cgst, sgst, igst, total });
const noneNegative = (amount: TaxedAmount) => PARTS.every((part) => amount[part] >= 0);
const atMost = (a: TaxedAmount, b: TaxedAmount) => PARTS.every((part) => a[part] <= b[part]);
/** The invoice's split kind: CGST + SGST (SGST never above CGST, at most a paisa below) or IGST alone. */
const splitKindHolds = (amount: TaxedAmount, intraState: boolean) =>
  intraState ? amount.igst === 0 && amount.cgst - amount.sgst >= 0 && amount.cgst - amount.sgst <= 1 : amount.cgst === 0 && amount.sgst === 0;

describe("credit notes of an invoice", () => {
  it("credits 3 of 10 units of a ₹1,180 line at 18% within a state: ₹354 = ₹300 + ₹27 CGST + ₹27 SGST", () => {
    const line: InvoicedLine = { lineTotal: 1_180_00, quantity: 10, rateBasisPoints: 1_800 };
    expect(creditForReturn({ line, creditedUnits: 0, units: 3, intraState: true })).toEqual({ taxableValue: 300_00, cgst: 27_00, sgst: 27_00, igst: 0, total: 354_00 });
  });

  it("never credits a part below zero or more than invoiced, keeps the split, and credits all of a line once all units are back", () => {
    fc.assert(
      fc.property(scenario, ({ lines, freight, intraState, cancel, returns }) => {
        const invoicedLines = lines.map((line) => ({ lineTotal: line.unitPrice * line.quantity, quantity: line.quantity, rateBasisPoints: line.rateBasisPoints }));
        const tax = taxOrder({ lines: invoicedLines.map((line) => ({ ...line, hsnCode: "8517" })), freight, intraState });
        const invoice = tax.totals;
        const creditedUnits = lines.map(() => 0);
        const creditedLines = lines.map(() => ZERO);
        const notes: TaxedAmount[] = [];
        for (const [index, asked] of returns) {
          const units = Math.min(asked, lines[index]!.quantity - creditedUnits[index]!);
          if (units < 1) continue;
          const note = creditForReturn({ line: invoicedLines[index]!, creditedUnits: creditedUnits[index]!, units, intraState });
          creditedUnits[index]! += units;
          creditedLines[index] = sumTaxed([creditedLines[index]!, note]);
          notes.push(note);
          expect(noneNegative(note)).toBe(true);
          expect(note.total).toBe(note.taxableValue + note.cgst + note.sgst + note.igst);
          expect(intraState ? note.igst : note.cgst + note.sgst).toBe(0);
          expect(Math.abs(note.cgst - note.sgst)).toBeLessThanOrEqual(1);
          // Cumulatively, a line's credits are the taxed worth of its credited units: never above the line, split as invoiced.
          expect(atMost(creditedLines[index]!, tax.lines[index]!)).toBe(true);
          expect(splitKindHolds(creditedLines[index]!, intraState)).toBe(true);
          if (creditedUnits[index] === lines[index]!.quantity) expect(creditedLines[index]).toEqual(amountOf(tax.lines[index]!));
        }
        if (cancel) {
          const parts = [
            ...tax.lines.map((invoiced, index) => ({ invoiced, credited: creditedLines[index]! })),
            ...(tax.freight ? [{ invoiced: tax.freight, credited: ZERO }] : []),
          ];
          const cancellation = creditForCancellation(parts);
          cancellation.forEach((part) => expect(noneNegative(part)).toBe(true));
          notes.push(...cancellation);
          // After a cancellation the notes add up to the invoice exactly.
          expect(sumTaxed(notes)).toEqual(invoice);
        }
        const credited = sumTaxed(notes);
        expect(atMost(credited, invoice)).toBe(true);
        expect(noneNegative(subtractTaxed(invoice, credited))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses to credit more units than remain", () => {
    const line: InvoicedLine = { lineTotal: 10_000, quantity: 4, rateBasisPoints: 500 };
    expect(() => creditForReturn({ line, creditedUnits: 3, units: 2, intraState: false })).toThrow(RangeError);
    expect(() => creditForCancellation([{ invoiced: taxOfAmount(100, 500, true), credited: taxOfAmount(200, 500, true) }])).toThrow(RangeError);
  });
});

describe("TCS reversed by credit notes", () => {
  it("reverses, note by note, exactly the invoice's TCS once it is fully credited, each part ≥ 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 6 }),
        fc.boolean(),
        (invoiceTaxableValue, cuts, intraState) => {
          const steps = [...cuts.map((cut) => cut % (invoiceTaxableValue + 1)), invoiceTaxableValue].sort((a, b) => a - b);
          let before = 0;
          const reversed = { cgst: 0, sgst: 0, igst: 0 };
          for (const after of steps) {
            const note = tcsReversedBy({ invoiceTaxableValue, creditedBefore: before, creditedAfter: after, tcsBasisPoints: TCS_BASIS_POINTS, intraState });
            expect(note.cgst >= 0 && note.sgst >= 0 && note.igst >= 0).toBe(true);
            reversed.cgst += note.cgst;
            reversed.sgst += note.sgst;
            reversed.igst += note.igst;
            before = after;
          }
          expect(reversed).toEqual(tcsOf(invoiceTaxableValue, TCS_BASIS_POINTS, intraState));
        },
      ),
    );
  });

  it("reverses ₹5 of IGST TCS on a ₹1,000 taxable credit across states", () => {
    expect(tcsReversedBy({ invoiceTaxableValue: 1_000_00, creditedBefore: 0, creditedAfter: 1_000_00, tcsBasisPoints: 50, intraState: false })).toEqual({ cgst: 0, sgst: 0, igst: 5_00 });
  });
});
