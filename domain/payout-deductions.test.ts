import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  GST_ON_FEE_BASIS_POINTS,
  TCS_BASIS_POINTS,
  TDS_BASIS_POINTS,
  TDS_WITHOUT_PAN_BASIS_POINTS,
  basisPointsOf,
  orderPayoutDeductions,
  payoutDeductions,
  tcsOf,
  tdsBasisPointsFor,
} from "./payout-deductions";

const amount = fc.integer({ min: 0, max: 100_000_000_000 });
const basisPoints = fc.integer({ min: 0, max: 10_000 });
/** Rates as they are snapshotted today, or anything a column allows (caps are reached only with absurd rates). */
const rates = fc.record({
  feeBasisPoints: basisPoints,
  feeGstBasisPoints: fc.oneof(fc.constant(GST_ON_FEE_BASIS_POINTS), basisPoints),
  tcsBasisPoints: fc.oneof(fc.constant(TCS_BASIS_POINTS), basisPoints),
  tdsBasisPoints: fc.oneof(fc.constantFrom(TDS_BASIS_POINTS, TDS_WITHOUT_PAN_BASIS_POINTS), basisPoints),
  intraState: fc.boolean(),
});
/** A gross and a net taxable value of at most the gross (GST-inclusive prices), sometimes above it or negative. */
const figures = amount.chain((gross) =>
  fc.record({ gross: fc.constant(gross), netTaxableValue: fc.oneof(fc.integer({ min: 0, max: gross }), fc.integer({ min: -1_000, max: gross * 2 + 1 })) }),
);

/** round-half-up(a × bps / 10000), written out on its own. */
const exactRounded = (a: number, bps: number) => Number((BigInt(a) * BigInt(bps) * 2n + 10_000n) / 20_000n);

/** A total and a sequence of partial refunds that together never exceed it. */
const orderWithRefunds = amount.chain((total) =>
  fc.array(fc.integer({ min: 1, max: Math.max(1, total) }), { maxLength: 8 }).map((parts) => {
    const refunds: number[] = [];
    let left = total;
    for (const part of parts) {
      const refund = Math.min(part, left);
      if (refund > 0) refunds.push(refund);
      left -= refund;
    }
    return { total, refunds };
  }),
);

describe("payoutDeductions", () => {
  it("works out a Maharashtra seller's ₹11,800 order at 18% GST to the paisa, and again after a ₹2,360 line comes back", () => {
    // Invoice: ₹11,800 incl. 18% GST = taxable ₹10,000 + CGST ₹900 + SGST ₹900. Fee 5%.
    const rate = { feeBasisPoints: 500, feeGstBasisPoints: 1_800, tcsBasisPoints: 50, tdsBasisPoints: 10, intraState: true };
    expect(payoutDeductions({ gross: 11_80_000, netTaxableValue: 10_00_000, ...rate })).toEqual({
      gross: 11_80_000,
      fee: 59_000, // 5% of ₹11,800 = ₹590
      feeGst: 10_620, // 18% of ₹590 = ₹106.20
      tcs: { cgst: 2_500, sgst: 2_500, igst: 0, total: 5_000 }, // 0.5% of ₹10,000 = ₹50 (₹25 + ₹25)
      tds: 1_180, // 0.1% of ₹11,800 = ₹11.80
      net: 11_04_200, // 11,800 − 590 − 106.20 − 50 − 11.80 = ₹11,042
    });
    // A ₹2,360 line (taxable ₹2,000) is returned and refunded; its credit note leaves ₹8,000 taxable.
    expect(payoutDeductions({ gross: 9_44_000, netTaxableValue: 8_00_000, ...rate })).toEqual({
      gross: 9_44_000,
      fee: 47_200,
      feeGst: 8_496,
      tcs: { cgst: 2_000, sgst: 2_000, igst: 0, total: 4_000 },
      tds: 944,
      net: 8_83_360, // 9,440 − 472 − 84.96 − 40 − 9.44 = ₹8,833.60
    });
  });

  it("rounds each deduction half-up and splits odd TCS with the paisa to CGST, or all to IGST across states", () => {
    const rate = { feeBasisPoints: 250, feeGstBasisPoints: 1_800, tcsBasisPoints: 50, tdsBasisPoints: 10 };
    // ₹1,999.99: fee 2.5% = 4999.975 → 5000; GST 900; TCS 0.5% of 169,491 = 847.455 → 847; TDS 199.999 → 200.
    expect(payoutDeductions({ gross: 1_99_999, netTaxableValue: 1_69_491, intraState: true, ...rate })).toEqual({
      gross: 1_99_999,
      fee: 5_000,
      feeGst: 900,
      tcs: { cgst: 424, sgst: 423, igst: 0, total: 847 },
      tds: 200,
      net: 1_99_999 - 5_000 - 900 - 847 - 200,
    });
    expect(payoutDeductions({ gross: 1_99_999, netTaxableValue: 1_69_491, intraState: false, ...rate }).tcs).toEqual({ cgst: 0, sgst: 0, igst: 847, total: 847 });
    expect(tcsOf(1_69_491, TCS_BASIS_POINTS, true)).toEqual({ cgst: 424, sgst: 423, igst: 0 });
    expect(basisPointsOf(1_999, 250)).toBe(50); // 49.975
    expect(basisPointsOf(10, 500)).toBe(1); // 0.5 paise
    expect(basisPointsOf(9, 500)).toBe(0); // 0.45 paise
  });

  it("keeps net = gross − fee − GST on fee − TCS − TDS exactly, every figure a whole paisa ≥ 0", () => {
    fc.assert(
      fc.property(figures, rates, ({ gross, netTaxableValue }, rate) => {
        const d = payoutDeductions({ gross, netTaxableValue, ...rate });
        for (const figure of [d.fee, d.feeGst, d.tcs.cgst, d.tcs.sgst, d.tcs.igst, d.tcs.total, d.tds, d.net]) {
          expect(Number.isSafeInteger(figure)).toBe(true);
          expect(figure).toBeGreaterThanOrEqual(0);
        }
        expect(d.gross).toBe(gross);
        expect(d.net).toBe(gross - d.fee - d.feeGst - d.tcs.total - d.tds);
        expect(d.tcs.cgst + d.tcs.sgst + d.tcs.igst).toBe(d.tcs.total);
        if (rate.intraState) {
          expect(d.tcs.igst).toBe(0);
          expect(d.tcs.cgst - d.tcs.sgst).toBeGreaterThanOrEqual(0);
          expect(d.tcs.cgst - d.tcs.sgst).toBeLessThanOrEqual(1);
        } else {
          expect(d.tcs.cgst + d.tcs.sgst).toBe(0);
        }
      }),
    );
  });

  it("takes each deduction at its rate, capped only by what is left, in the order fee, GST on fee, TCS, TDS", () => {
    fc.assert(
      fc.property(figures, rates, ({ gross, netTaxableValue }, rate) => {
        const d = payoutDeductions({ gross, netTaxableValue, ...rate });
        let left = gross;
        const take = (want: number, got: number) => {
          expect(got).toBe(Math.min(want, left));
          left -= got;
        };
        take(exactRounded(gross, rate.feeBasisPoints), d.fee);
        take(exactRounded(d.fee, rate.feeGstBasisPoints), d.feeGst);
        take(exactRounded(Math.max(0, netTaxableValue), rate.tcsBasisPoints), d.tcs.total);
        take(exactRounded(gross, rate.tdsBasisPoints), d.tds);
        expect(d.net).toBe(left);
      }),
    );
  });

  it("never caps anything at today's rates when the taxable value is at most the gross", () => {
    fc.assert(
      fc.property(amount, basisPoints, fc.boolean(), fc.boolean(), (gross, fee, hasPan, intraState) => {
        const netTaxableValue = Math.floor(gross / 1.18);
        const rate = { feeBasisPoints: Math.min(fee, 5_000), feeGstBasisPoints: GST_ON_FEE_BASIS_POINTS, tcsBasisPoints: TCS_BASIS_POINTS, tdsBasisPoints: tdsBasisPointsFor(hasPan), intraState };
        const d = payoutDeductions({ gross, netTaxableValue, ...rate });
        expect(d.fee).toBe(exactRounded(gross, rate.feeBasisPoints));
        expect(d.feeGst).toBe(exactRounded(d.fee, GST_ON_FEE_BASIS_POINTS));
        expect(d.tcs.total).toBe(exactRounded(netTaxableValue, TCS_BASIS_POINTS));
        expect(d.tds).toBe(exactRounded(gross, rate.tdsBasisPoints));
      }),
    );
  });

  it("takes nothing from nothing and treats a negative taxable value as none", () => {
    const rate = { feeBasisPoints: 500, feeGstBasisPoints: 1_800, tcsBasisPoints: 50, tdsBasisPoints: 500, intraState: true };
    expect(payoutDeductions({ gross: 0, netTaxableValue: 0, ...rate })).toEqual({ gross: 0, fee: 0, feeGst: 0, tcs: { cgst: 0, sgst: 0, igst: 0, total: 0 }, tds: 0, net: 0 });
    expect(payoutDeductions({ gross: 1_000, netTaxableValue: -5, ...rate }).tcs.total).toBe(0);
    // A 100% fee leaves nothing for GST on it, TCS or TDS.
    expect(payoutDeductions({ gross: 1_000, netTaxableValue: 1_000, ...rate, feeBasisPoints: 10_000 })).toMatchObject({ fee: 1_000, feeGst: 0, tds: 0, net: 0 });
  });

  it("refuses fractional or negative gross and rates outside 0 to 10000 basis points", () => {
    const rate = { feeBasisPoints: 500, feeGstBasisPoints: 1_800, tcsBasisPoints: 50, tdsBasisPoints: 10, intraState: false };
    expect(() => payoutDeductions({ gross: 100.5, netTaxableValue: 0, ...rate })).toThrow(RangeError);
    expect(() => payoutDeductions({ gross: -1, netTaxableValue: 0, ...rate })).toThrow(RangeError);
    expect(() => payoutDeductions({ gross: 100, netTaxableValue: 0, ...rate, feeBasisPoints: 10_001 })).toThrow(RangeError);
    expect(() => payoutDeductions({ gross: 100, netTaxableValue: 0, ...rate, tdsBasisPoints: 2.5 })).toThrow(RangeError);
    expect(() => basisPointsOf(-1, 50)).toThrow(RangeError);
  });
});

describe("orderPayoutDeductions", () => {
  const order = (paid: number, rate: Partial<Parameters<typeof orderPayoutDeductions>[0]> = {}) => ({
    totalAmount: paid,
    advanceAmount: paid,
    collectedOnDelivery: 0,
    platformFeeBasisPoints: 500,
    feeGstBasisPoints: 0,
    tcsBasisPoints: 0,
    tdsBasisPoints: 0,
    intraState: false,
    ...rate,
  });

  it("pays a pre-GST order (zero rates) gross − fee as before: fee + net + refunded = paid after any refunds", () => {
    fc.assert(
      fc.property(orderWithRefunds, basisPoints, fc.integer({ min: 0, max: 100 }), ({ total, refunds }, feeBasisPoints, advancePercent) => {
        const advanceAmount = Math.floor((total * advancePercent) / 100);
        const legacy = { ...order(total, { platformFeeBasisPoints: feeBasisPoints }), advanceAmount, collectedOnDelivery: total - advanceAmount };
        let refunded = 0;
        let previousFee = Number.POSITIVE_INFINITY;
        for (const refund of [0, ...refunds]) {
          refunded += refund;
          const d = orderPayoutDeductions(legacy, { refunded, netTaxableValue: 0 });
          expect(d.fee).toBe(exactRounded(total - refunded, feeBasisPoints));
          expect(d.fee + d.net + refunded).toBe(total);
          expect(d.feeGst + d.tcs.total + d.tds).toBe(0);
          // A refund never raises the fee.
          expect(d.fee).toBeLessThanOrEqual(previousFee);
          previousFee = d.fee;
        }
      }),
    );
  });

  it("counts the advance and the cash collected on delivery less refunds as gross", () => {
    const cod = { ...order(1_00_000, { feeGstBasisPoints: 1_800, tcsBasisPoints: 50, tdsBasisPoints: 10, intraState: true }), advanceAmount: 10_000, collectedOnDelivery: 90_000 };
    expect(orderPayoutDeductions(cod, { refunded: 40_000, netTaxableValue: 50_847 })).toEqual(
      payoutDeductions({ gross: 60_000, netTaxableValue: 50_847, feeBasisPoints: 500, feeGstBasisPoints: 1_800, tcsBasisPoints: 50, tdsBasisPoints: 10, intraState: true }),
    );
    // Before delivery only the advance is paid.
    expect(orderPayoutDeductions({ ...cod, collectedOnDelivery: 0 }, { refunded: 0, netTaxableValue: 0 }).gross).toBe(10_000);
  });

  it("shrinks TCS as credit notes take back taxable value, never below zero", () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 100 }), (taxable, creditedPercent) => {
        const gross = taxable + Math.floor(taxable / 5);
        const rate = order(gross, { tcsBasisPoints: TCS_BASIS_POINTS, feeGstBasisPoints: GST_ON_FEE_BASIS_POINTS, tdsBasisPoints: TDS_BASIS_POINTS });
        const credited = Math.floor((taxable * creditedPercent) / 100);
        const whole = orderPayoutDeductions(rate, { refunded: 0, netTaxableValue: taxable });
        const after = orderPayoutDeductions(rate, { refunded: 0, netTaxableValue: taxable - credited });
        expect(after.tcs.total).toBeLessThanOrEqual(whole.tcs.total);
        expect(after.tcs.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("refuses refunds beyond what was paid", () => {
    expect(() => orderPayoutDeductions(order(100), { refunded: 101, netTaxableValue: 0 })).toThrow(RangeError);
    expect(() => orderPayoutDeductions(order(100), { refunded: -1, netTaxableValue: 0 })).toThrow(RangeError);
  });
});

describe("TDS rate", () => {
  it("is 0.1% with a PAN and 5% without", () => {
    expect(tdsBasisPointsFor(true)).toBe(10);
    expect(tdsBasisPointsFor(false)).toBe(500);
  });
});
