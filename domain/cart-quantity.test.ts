import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "./checkout-limits";
import { sizeCartQuantity } from "./cart-quantity";

describe("sizeCartQuantity", () => {
  it("keeps a quantity between the minimum order and the stock", () => {
    expect(sizeCartQuantity(30, { minOrderQuantity: 10, stock: 100 })).toEqual({ quantity: 30, adjustment: null });
    expect(sizeCartQuantity(4, { minOrderQuantity: 10, stock: 100 })).toEqual({ quantity: 10, adjustment: "raisedToMinimum" });
    expect(sizeCartQuantity(400, { minOrderQuantity: 10, stock: 100 })).toEqual({ quantity: 100, adjustment: "capped" });
    expect(sizeCartQuantity(MAX_LINE_QUANTITY + 5, { minOrderQuantity: 1, stock: 2 * MAX_LINE_QUANTITY })).toEqual({ quantity: MAX_LINE_QUANTITY, adjustment: "capped" });
  });

  it("refuses a product whose stock is below its minimum order", () => {
    expect(sizeCartQuantity(10, { minOrderQuantity: 10, stock: 9 })).toBeNull();
    expect(sizeCartQuantity(1, { minOrderQuantity: 0, stock: 0 })).toBeNull();
  });

  it("always answers a quantity that may be bought, and the one asked for when it may", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 * MAX_LINE_QUANTITY }), fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 2 * MAX_LINE_QUANTITY }), (requested, minOrderQuantity, stock) => {
        const sized = sizeCartQuantity(requested, { minOrderQuantity, stock });
        const least = Math.max(1, minOrderQuantity);
        if (sized === null) {
          expect(Math.min(stock, MAX_LINE_QUANTITY)).toBeLessThan(least);
          return;
        }
        expect(sized.quantity).toBeGreaterThanOrEqual(least);
        expect(sized.quantity).toBeLessThanOrEqual(Math.min(stock, MAX_LINE_QUANTITY));
        expect(sized.adjustment === null).toBe(sized.quantity === requested);
      }),
    );
  });
});
