import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountDueOnDelivery,
  amountPayableOnline,
  applicableTier,
  applicableUnitPrice,
  clampQuantity,
  codAdvance,
  displayPrice,
  lineTotal,
  splitCodAdvance,
  type PriceTier,
} from "./pricing";

const tiered = {
  price: 10000,
  tieredPricing: [
    { quantity: 100, price: 8000 },
    { quantity: 10, price: 9500 },
    { quantity: 50, price: 9000 },
  ],
};

const unitPaise = fc.integer({ min: 0, max: 10_000_000 });
const quantity = fc.integer({ min: 0, max: 100_000 });
const tier: fc.Arbitrary<PriceTier> = fc.record({ quantity: fc.integer({ min: 1, max: 1000 }), price: unitPaise });
const product = fc.record({ price: unitPaise, tieredPricing: fc.array(tier, { maxLength: 6 }) });
const orderTotal = fc.integer({ min: 0, max: 100_000_000_000 });
const sellerTotals = fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 10 });

describe("tier pricing", () => {
  it.each([
    [1, null, 10000],
    [9, null, 10000],
    [10, 10, 9500],
    [49, 10, 9500],
    [50, 50, 9000],
    [99, 50, 9000],
    [100, 100, 8000],
    [5000, 100, 8000],
  ])("quantity %i uses tier %s at %i paise", (wanted, threshold, unitPrice) => {
    expect(applicableTier(tiered, wanted)?.quantity ?? null).toBe(threshold);
    expect(applicableUnitPrice(tiered, wanted)).toBe(unitPrice);
  });

  it("uses the base price when there are no tiers", () => {
    expect(applicableUnitPrice({ price: 500, tieredPricing: null }, 3)).toBe(500);
    expect(applicableUnitPrice({ price: 500 }, 3)).toBe(500);
  });

  it("rejects impossible quantities", () => {
    expect(() => applicableUnitPrice(tiered, -1)).toThrow(RangeError);
    expect(() => applicableUnitPrice(tiered, 1.5)).toThrow(RangeError);
  });

  it("never applies a tier above the quantity, and applies the highest one not above it", () => {
    fc.assert(
      fc.property(product, quantity, (item, wanted) => {
        const applied = applicableTier(item, wanted);
        const eligible = item.tieredPricing.filter((candidate) => candidate.quantity <= wanted);
        if (applied === null) {
          expect(eligible).toEqual([]);
        } else {
          expect(applied.quantity).toBeLessThanOrEqual(wanted);
          expect(Math.max(...eligible.map((candidate) => candidate.quantity))).toBe(applied.quantity);
        }
      }),
    );
  });

  it("line total is exactly quantity times the applied unit price", () => {
    fc.assert(
      fc.property(product, quantity, (item, wanted) => {
        const unitPrice = applicableUnitPrice(item, wanted);
        const total = lineTotal(unitPrice, wanted);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(BigInt(total)).toBe(BigInt(unitPrice) * BigInt(wanted));
      }),
    );
  });

  it("line total refuses amounts that are not whole paise", () => {
    expect(lineTotal(1999, 3)).toBe(5997);
    expect(() => lineTotal(19.99, 3)).toThrow(RangeError);
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe("displayPrice", () => {
  it("shows the base price, else the first tier price, else nothing", () => {
    expect(displayPrice({ price: 2500, tieredPricing: [{ quantity: 10, price: 2000 }] })).toBe(2500);
    const tiersOnly = { price: 0, tieredPricing: [{ quantity: 10, price: 2000 }, { quantity: 5, price: 2200 }] };
    expect(displayPrice(tiersOnly)).toBe(2000);
    expect(displayPrice({ price: 0, tieredPricing: [] })).toBeNull();
    expect(displayPrice({ price: 0, tieredPricing: null })).toBeNull();
  });
});

describe("clampQuantity", () => {
  it("keeps the stepper between the minimum order quantity and the stock", () => {
    expect(clampQuantity(0, { minOrderQuantity: 5, stock: 20 })).toBe(5);
    expect(clampQuantity(7, { minOrderQuantity: 5, stock: 20 })).toBe(7);
    expect(clampQuantity(25, { minOrderQuantity: 5, stock: 20 })).toBe(20);
    expect(clampQuantity(0, { stock: 20 })).toBe(1);
    expect(clampQuantity(Number.NaN, { minOrderQuantity: 3, stock: 20 })).toBe(3);
    expect(clampQuantity(4.7, { minOrderQuantity: 1, stock: 20 })).toBe(4);
  });

  it("has no upper bound without stock (the cart)", () => {
    expect(clampQuantity(10_000, { minOrderQuantity: 5 })).toBe(10_000);
    expect(clampQuantity(2, { minOrderQuantity: 5, stock: null })).toBe(5);
  });

  it("returns the minimum when stock is below it", () => {
    expect(clampQuantity(3, { minOrderQuantity: 10, stock: 4 })).toBe(10);
  });

  it("always lands within the bounds when stock allows", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (wanted, min, extra) => {
          const stock = min + extra;
          const result = clampQuantity(wanted, { minOrderQuantity: min, stock });
          expect(result).toBeGreaterThanOrEqual(min);
          expect(result).toBeLessThanOrEqual(stock);
        },
      ),
    );
  });
});

describe("cash on delivery", () => {
  it("takes 10 percent online, rounded half-up to the paisa", () => {
    expect(codAdvance(100000)).toBe(10000);
    expect(codAdvance(12345)).toBe(1235); // 1234.5 paise
    expect(codAdvance(12344)).toBe(1234);
    expect(codAdvance(0)).toBe(0);
    expect(amountDueOnDelivery(12345, 1235)).toBe(11110);
  });

  it("asks online for the whole total, or for the advance with cash on delivery", () => {
    expect(amountPayableOnline(12345, "online")).toBe(12345);
    expect(amountPayableOnline(12345, "cod")).toBe(1235);
  });

  it("refuses an advance above the total or below zero", () => {
    expect(() => amountDueOnDelivery(100, 101)).toThrow(RangeError);
    expect(() => amountDueOnDelivery(100, -1)).toThrow(RangeError);
  });

  it("splits the advance across sellers exactly", () => {
    expect(splitCodAdvance([33333, 33333, 33334])).toEqual([3333, 3333, 3334]);
    expect(splitCodAdvance([])).toEqual([]);
  });

  it("advance plus amount due is the total, and the advance never exceeds it", () => {
    fc.assert(
      fc.property(orderTotal, (total) => {
        const advance = codAdvance(total);
        expect(advance).toBeGreaterThanOrEqual(0);
        expect(advance).toBeLessThanOrEqual(total);
        expect(advance + amountDueOnDelivery(total, advance)).toBe(total);
      }),
    );
  });

  it("advances across sellers sum exactly to the checkout advance, each within its own total", () => {
    fc.assert(
      fc.property(sellerTotals, (totals) => {
        const checkoutTotal = totals.reduce((sum, total) => sum + total, 0);
        const advances = splitCodAdvance(totals);
        expect(advances.reduce((sum, advance) => sum + advance, 0)).toBe(codAdvance(checkoutTotal));
        advances.forEach((advance, index) => {
          const sellerTotal = totals[index] ?? 0;
          expect(advance).toBeGreaterThanOrEqual(0);
          expect(advance).toBeLessThanOrEqual(sellerTotal);
          expect(advance + amountDueOnDelivery(sellerTotal, advance)).toBe(sellerTotal);
        });
      }),
    );
  });
});
