import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeInvoiceTax, sumDeductions } from "./month-deductions";
import { payoutDeductions } from "./payout-deductions";

describe("a month's deductions", () => {
  it("adds the orders' deductions, so net = gross − fee − GST on fee − TCS − TDS for the month too", () => {
    const order = fc.record({
      gross: fc.integer({ min: 0, max: 100_000_000 }),
      netTaxableValue: fc.integer({ min: 0, max: 100_000_000 }),
      feeBasisPoints: fc.integer({ min: 0, max: 3_000 }),
      intraState: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 20 }), (orders) => {
        const month = sumDeductions(orders.map((o) => payoutDeductions({ ...o, feeGstBasisPoints: 1_800, tcsBasisPoints: 50, tdsBasisPoints: 10 })));
        expect(month.orderCount).toBe(orders.length);
        expect(month.net).toBe(month.gross - month.fee - month.feeGst - month.tcs - month.tds);
        for (const intraState of [true, false]) {
          const invoice = feeInvoiceTax(month, intraState);
          expect(invoice.cgst + invoice.sgst + invoice.igst).toBe(month.feeGst);
          expect(invoice.total).toBe(invoice.taxableValue + month.feeGst);
          expect(intraState ? invoice.igst : invoice.cgst + invoice.sgst).toBe(0);
        }
      }),
    );
  });

  it("bills ₹1,000.01 of fees with ₹180.01 GST as CGST ₹90.01 + SGST ₹90.00 within the state", () => {
    expect(feeInvoiceTax({ fee: 100_001, feeGst: 18_001 }, true)).toEqual({ taxableValue: 100_001, cgst: 9_001, sgst: 9_000, igst: 0, total: 118_002 });
  });
});
