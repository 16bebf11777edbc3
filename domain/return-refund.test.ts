import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { taxableValueOf } from "./line-tax";
import { GST_ON_FEE_BASIS_POINTS, TCS_BASIS_POINTS, TDS_BASIS_POINTS, orderPayoutDeductions } from "./payout-deductions";
import { codAdvance } from "./pricing";
import { amountPaid, amountStillDue, type PaidOrder, returnableQuantity, returnRefund, type ReturnRefundSplit } from "./return-refund";

type Line = { unitPrice: number; quantity: number };

/** Completes returns of `returns` ([line index, units]) in turn, as complete-return.ts does: every figure from the books. */
function refundAll(order: PaidOrder, lines: Line[], returns: [number, number][]): ReturnRefundSplit[] {
  const byLine = lines.map(() => ({ quantity: 0, amount: 0 }));
  const orderRefunded = { amount: 0, online: 0 };
  return returns.map(([index, quantity]) => {
    const split = returnRefund({ order, line: lines[index]!, lineRefunded: byLine[index]!, orderRefunded, quantity });
    byLine[index] = { quantity: byLine[index]!.quantity + quantity, amount: byLine[index]!.amount + split.amount };
    orderRefunded.amount += split.amount;
    orderRefunded.online += split.online;
    return split;
  });
}

const sum = (splits: ReturnRefundSplit[], key: keyof ReturnRefundSplit) => splits.reduce((total, split) => total + split[key], 0);

/** An order of a few lines with freight, paid online, or COD before or after the cash was collected. */
const orderArbitrary = fc
  .record({
    lines: fc.array(fc.record({ unitPrice: fc.integer({ min: 0, max: 50_000_000 }), quantity: fc.integer({ min: 1, max: 500 }) }), { minLength: 1, maxLength: 4 }),
    freight: fc.integer({ min: 0, max: 5_000_000 }),
    method: fc.constantFrom("online", "cod-delivered", "cod-undelivered", "odd-advance"),
    advanceBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ lines, freight, method, advanceBasisPoints }) => {
    const totalAmount = lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0) + freight;
    const advanceAmount =
      method === "online" ? totalAmount : method === "odd-advance" ? Math.floor((totalAmount * advanceBasisPoints) / 10_000) : codAdvance(totalAmount);
    const collectedOnDelivery = method === "cod-delivered" || method === "odd-advance" ? totalAmount - advanceAmount : 0;
    return { order: { totalAmount, advanceAmount, collectedOnDelivery }, lines };
  });

/** Returns that never ask for more units than a line has: each line's units cut into a few returns, shuffled. */
const withReturns = orderArbitrary.chain(({ order, lines }) =>
  fc
    .tuple(...lines.map((line) => fc.array(fc.integer({ min: 1, max: line.quantity }), { maxLength: 4 })))
    .chain((cuts) => {
      const returns: [number, number][] = [];
      cuts.forEach((parts, index) => {
        let left = lines[index]!.quantity;
        for (const part of parts) {
          const quantity = Math.min(part, left);
          if (quantity > 0) returns.push([index, quantity]);
          left -= quantity;
        }
      });
      return fc.shuffledSubarray(returns, { minLength: returns.length, maxLength: returns.length });
    })
    .map((returns) => ({ order, lines, returns })),
);

describe("returnRefund", () => {
  it("refunds 5 of 50 cash-on-delivery packs: ₹6,750, ₹675 of the advance online and ₹6,075 by hand", () => {
    const line = { unitPrice: 135_000, quantity: 50 };
    const order = { totalAmount: 6_750_000, advanceAmount: codAdvance(6_750_000), collectedOnDelivery: 6_750_000 - 675_000 };
    expect(returnRefund({ order, line, lineRefunded: { quantity: 0, amount: 0 }, orderRefunded: { amount: 0, online: 0 }, quantity: 5 })).toEqual({
      amount: 675_000,
      online: 67_500,
      manual: 607_500,
    });
  });

  it("refunds an online order's returned units in full, online", () => {
    const order = { totalAmount: 10_500, advanceAmount: 10_500, collectedOnDelivery: 0 };
    expect(returnRefund({ order, line: { unitPrice: 1000, quantity: 10 }, lineRefunded: { quantity: 0, amount: 0 }, orderRefunded: { amount: 0, online: 0 }, quantity: 3 })).toEqual({
      amount: 3000,
      online: 3000,
      manual: 0,
    });
  });

  it("never refunds cash not yet collected: before delivery only the advance's share", () => {
    const order = { totalAmount: 6_750_000, advanceAmount: 675_000, collectedOnDelivery: 0 };
    const split = returnRefund({ order, line: { unitPrice: 135_000, quantity: 50 }, lineRefunded: { quantity: 0, amount: 0 }, orderRefunded: { amount: 0, online: 0 }, quantity: 5 });
    expect(split).toEqual({ amount: 67_500, online: 67_500, manual: 0 });
  });

  it("refunds all 50 in three returns exactly as all 50 at once", () => {
    const lines = [{ unitPrice: 133_333, quantity: 50 }];
    const order = { totalAmount: 6_666_650 + 9_999, advanceAmount: codAdvance(6_676_649), collectedOnDelivery: 6_676_649 - codAdvance(6_676_649) };
    const inParts = refundAll(order, lines, [[0, 7], [0, 30], [0, 13]]);
    const atOnce = refundAll(order, lines, [[0, 50]]);
    for (const key of ["amount", "online", "manual"] as const) expect(sum(inParts, key)).toBe(sum(atOnce, key));
  });

  it("refuses more units than the line has left", () => {
    const order = { totalAmount: 1000, advanceAmount: 1000, collectedOnDelivery: 0 };
    expect(() => returnRefund({ order, line: { unitPrice: 100, quantity: 10 }, lineRefunded: { quantity: 8, amount: 800 }, orderRefunded: { amount: 800, online: 800 }, quantity: 3 })).toThrow(RangeError);
  });

  it("never refunds more than was paid, online more than the advance, or by hand more than was collected", () => {
    fc.assert(
      fc.property(withReturns, ({ order, lines, returns }) => {
        const splits = refundAll(order, lines, returns);
        for (const split of splits) {
          expect(split.online + split.manual).toBe(split.amount);
          expect(Math.min(split.online, split.manual)).toBeGreaterThanOrEqual(0);
        }
        expect(sum(splits, "amount")).toBeLessThanOrEqual(amountPaid(order));
        expect(sum(splits, "online")).toBeLessThanOrEqual(order.advanceAmount);
        expect(sum(splits, "manual")).toBeLessThanOrEqual(order.collectedOnDelivery);
      }),
    );
  });

  it("adds up exactly however a line's units are split into returns", () => {
    fc.assert(
      fc.property(withReturns, ({ order, lines, returns }) => {
        const splits = refundAll(order, lines, returns);
        // The same units returned line by line, each line at once.
        const perLine = new Map<number, number>();
        for (const [index, quantity] of returns) perLine.set(index, (perLine.get(index) ?? 0) + quantity);
        const atOnce = refundAll(order, lines, [...perLine.entries()]);
        expect(sum(splits, "amount")).toBe(sum(atOnce, "amount"));
        // Each line's refunds are its units' share of what was paid (whole lines: price × quantity once fully paid).
        for (const [index, quantity] of perLine) {
          const line = lines[index]!;
          const ofLine = splits.filter((_, i) => returns[i]![0] === index);
          const exact = (BigInt(amountPaid(order)) * BigInt(line.unitPrice) * BigInt(quantity)) / BigInt(Math.max(1, order.totalAmount));
          expect(sum(ofLine, "amount")).toBe(Number(exact));
          if (amountPaid(order) === order.totalAmount) expect(sum(ofLine, "amount")).toBe(line.unitPrice * quantity);
        }
      }),
    );
  });

  it("leaves paid − refunded for the payout: deductions + net + refunds = what was paid", () => {
    fc.assert(
      fc.property(withReturns, fc.integer({ min: 0, max: 10_000 }), fc.boolean(), ({ order, lines, returns }, platformFeeBasisPoints, gst) => {
        const refunded = sum(refundAll(order, lines, returns), "amount");
        const rates = gst
          ? { feeGstBasisPoints: GST_ON_FEE_BASIS_POINTS, tcsBasisPoints: TCS_BASIS_POINTS, tdsBasisPoints: TDS_BASIS_POINTS, intraState: true }
          : { feeGstBasisPoints: 0, tcsBasisPoints: 0, tdsBasisPoints: 0, intraState: false };
        const { gross, fee, feeGst, tcs, tds, net } = orderPayoutDeductions({ ...order, platformFeeBasisPoints, ...rates }, { refunded, netTaxableValue: taxableValueOf(amountPaid(order) - refunded, 1_800) });
        expect(gross).toBe(amountPaid(order) - refunded);
        expect(fee + feeGst + tcs.total + tds + net).toBe(amountPaid(order) - refunded);
        expect(net).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("returns the whole paid amount but the freight's share when every unit comes back", () => {
    fc.assert(
      fc.property(orderArbitrary, ({ order, lines }) => {
        const splits = refundAll(order, lines, lines.map((line, index) => [index, line.quantity]));
        // The goods' share of what was paid is paid × goods / total; each line's floor loses less than a paisa.
        // Compared in BigInt: paid × goods passes 2^53 for large orders.
        const paid = BigInt(amountPaid(order));
        const goods = BigInt(lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0));
        const total = BigInt(order.totalAmount);
        const refunded = BigInt(sum(splits, "amount"));
        if (total === 0n) return expect(refunded).toBe(0n);
        expect(refunded * total).toBeLessThanOrEqual(paid * goods);
        expect((refunded + BigInt(lines.length)) * total).toBeGreaterThan(paid * goods);
      }),
    );
  });
});

describe("amounts paid and due", () => {
  it("counts the advance and the cash collected, and owes the rest until delivered", () => {
    const before = { totalAmount: 6_750_000, advanceAmount: 675_000, collectedOnDelivery: 0 };
    expect(amountPaid(before)).toBe(675_000);
    expect(amountStillDue(before)).toBe(6_075_000);
    expect(amountStillDue(before, true)).toBe(0);
    const after = { ...before, collectedOnDelivery: 6_075_000 };
    expect(amountPaid(after)).toBe(6_750_000);
    expect(amountStillDue(after)).toBe(0);
  });

  it("leaves for a new request what earlier requests (not rejected) did not take", () => {
    expect(returnableQuantity(50, [])).toBe(50);
    expect(returnableQuantity(50, [5, 20])).toBe(25);
    expect(returnableQuantity(5, [5])).toBe(0);
  });
});
