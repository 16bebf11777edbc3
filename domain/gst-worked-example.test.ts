import { describe, expect, it } from "vitest";
import { taxOrder } from "./order-tax";
import { GST_ON_FEE_BASIS_POINTS, TCS_BASIS_POINTS, TDS_BASIS_POINTS, payoutDeductions } from "./payout-deductions";

/**
 * The worked example of issue 32's note, figure by figure: a Gujarat seller delivers to Maharashtra (IGST), paid
 * online, platform fee 5%.
 *   50 × ₹1,350 = ₹67,500 at 5% (HSN 5208): taxable 67,500 × 100/105 = 64,285.714… → ₹64,285.71, IGST ₹3,214.29
 *   20 × ₹99    = ₹1,980 at 18% (HSN 6302): taxable 1,980 × 100/118 = 1,677.966… → ₹1,677.97, IGST ₹302.03
 *   freight ₹250 at 5% (the rate of the line with the highest taxable value): 250 × 100/105 = 238.095… → ₹238.10,
 *   IGST ₹11.90. Total ₹69,730.00 = taxable ₹66,201.78 + IGST ₹3,528.22.
 *   Fee 5% of ₹69,730 = ₹3,486.50; GST on it 18% = 627.57; TCS 0.5% of ₹66,201.78 = 331.0089 → ₹331.01 IGST;
 *   TDS 0.1% of ₹69,730 = ₹69.73; net 69,730 − 3,486.50 − 627.57 − 331.01 − 69.73 = ₹65,215.19.
 * server/routes/buyer/gst-worked-example.routes.test.ts pays the same cart through the real checkout.
 */
describe("issue 32's worked example", () => {
  it("taxes the lines and the freight and nets the payout to the paisa", () => {
    const tax = taxOrder({
      lines: [
        { lineTotal: 50 * 1_35_000, rateBasisPoints: 500, hsnCode: "5208" },
        { lineTotal: 20 * 9_900, rateBasisPoints: 1_800, hsnCode: "6302" },
      ],
      freight: 25_000,
      intraState: false,
    });
    expect(tax.lines).toEqual([
      { taxableValue: 64_28_571, cgst: 0, sgst: 0, igst: 3_21_429, total: 67_50_000, rateBasisPoints: 500, hsnCode: "5208" },
      { taxableValue: 1_67_797, cgst: 0, sgst: 0, igst: 30_203, total: 1_98_000, rateBasisPoints: 1_800, hsnCode: "6302" },
    ]);
    expect(tax.freight).toEqual({ taxableValue: 23_810, cgst: 0, sgst: 0, igst: 1_190, total: 25_000, rateBasisPoints: 500, hsnCode: "5208" });
    expect(tax.totals).toEqual({ taxableValue: 66_20_178, cgst: 0, sgst: 0, igst: 3_52_822, total: 69_73_000 });

    const deductions = payoutDeductions({
      gross: tax.totals.total,
      netTaxableValue: tax.totals.taxableValue,
      feeBasisPoints: 500,
      feeGstBasisPoints: GST_ON_FEE_BASIS_POINTS,
      tcsBasisPoints: TCS_BASIS_POINTS,
      tdsBasisPoints: TDS_BASIS_POINTS,
      intraState: false,
    });
    expect(deductions).toEqual({
      gross: 69_73_000,
      fee: 3_48_650,
      feeGst: 62_757,
      tcs: { cgst: 0, sgst: 0, igst: 33_101, total: 33_101 },
      tds: 6_973,
      net: 65_21_519,
    });
  });

  it("splits the same order within Gujarat as CGST + SGST, the odd paisa to CGST", () => {
    const tax = taxOrder({
      lines: [
        { lineTotal: 50 * 1_35_000, rateBasisPoints: 500, hsnCode: "5208" },
        { lineTotal: 20 * 9_900, rateBasisPoints: 1_800, hsnCode: "6302" },
      ],
      freight: 25_000,
      intraState: true,
    });
    // ₹3,214.29 → CGST ₹1,607.15 + SGST ₹1,607.14; ₹302.03 → ₹151.02 + ₹151.01; ₹11.90 → ₹5.95 + ₹5.95.
    expect(tax.lines.map(({ cgst, sgst }) => [cgst, sgst])).toEqual([
      [1_60_715, 1_60_714],
      [15_102, 15_101],
    ]);
    expect([tax.freight!.cgst, tax.freight!.sgst]).toEqual([595, 595]);
    expect(tax.totals).toMatchObject({ taxableValue: 66_20_178, cgst: 1_76_412, sgst: 1_76_410, igst: 0, total: 69_73_000 });
  });
});
