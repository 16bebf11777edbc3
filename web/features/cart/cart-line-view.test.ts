import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY, type CartCheckLine } from "@domain/schemas/checkout";
import { cartLineView, cartSubtotal } from "./cart-line-view";
import type { CartLine } from "./cart-store";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: "p1",
  quantity: 10,
  name: "Cotton Towels",
  imageUrl: null,
  sellerId: "s1",
  sellerName: "Alpha Mills",
  basePrice: 10_000,
  tieredPricing: [{ quantity: 10, price: 9_000 }],
  minOrderQuantity: 5,
  stock: 100,
  ...overrides,
});
const current = (overrides: Partial<CartCheckLine> = {}): CartCheckLine => ({
  productId: "p1",
  available: true,
  name: "Cotton Towels",
  price: 10_000,
  tieredPricing: [{ quantity: 10, price: 9_000 }],
  minOrderQuantity: 5,
  stock: 100,
  unitPrice: 9_000,
  gstRate: 5,
  gstAmount: 4_286,
  ...overrides,
});

describe("cartLineView", () => {
  it("prices the line at the tier for its quantity", () => {
    expect(cartLineView(line(), current())).toMatchObject({ unitPrice: 9_000, tierQuantity: 10, lineTotal: 90_000, flag: null, repricedFrom: null });
    expect(cartLineView(line({ quantity: 9 }), current())).toMatchObject({ unitPrice: 10_000, tierQuantity: null, lineTotal: 90_000 });
  });

  it("takes the GST out of the line total at the product's rate, and says nothing of it until the rate is known", () => {
    // ₹900.00 at 5%: taxable ₹857.14, GST ₹42.86.
    expect(cartLineView(line(), current())).toMatchObject({ lineTotal: 90_000, gstRateBasisPoints: 500, gst: 4_286 });
    expect(cartLineView(line(), current({ gstRate: 0.25 }))).toMatchObject({ gstRateBasisPoints: 25, gst: 224 });
    expect(cartLineView(line(), current({ gstRate: null }))).toMatchObject({ gstRateBasisPoints: null, gst: null });
    expect(cartLineView(line(), undefined)).toMatchObject({ gstRateBasisPoints: null, gst: null });
  });

  it("uses the catalogue's current prices and flags the change", () => {
    const view = cartLineView(line(), current({ tieredPricing: [{ quantity: 10, price: 9_500 }] }));
    expect(view).toMatchObject({ unitPrice: 9_500, repricedFrom: 9_000, flag: null });
  });

  it("flags unavailable, out-of-stock, low-stock and under-minimum lines", () => {
    expect(cartLineView(line(), current({ available: false })).flag).toEqual({ kind: "unavailable" });
    expect(cartLineView(line(), current({ stock: 0 })).flag).toEqual({ kind: "outOfStock" });
    expect(cartLineView(line(), current({ stock: 4 })).flag).toEqual({ kind: "outOfStock" });
    expect(cartLineView(line(), current({ stock: 7 })).flag).toEqual({ kind: "lowStock", count: 7 });
    expect(cartLineView(line(), current({ minOrderQuantity: 12 })).flag).toEqual({ kind: "belowMinimum", count: 12 });
  });

  it("shows the line as added while the catalogue has not answered", () => {
    expect(cartLineView(line(), undefined)).toMatchObject({ unitPrice: 9_000, flag: null, repricedFrom: null });
  });

  it("leaves unavailable lines out of the subtotal", () => {
    const views = [cartLineView(line(), current()), cartLineView(line({ productId: "p2" }), current({ productId: "p2", available: false }))];
    expect(cartSubtotal(views)).toBe(90_000);
  });

  it("bounds the quantity by what one checkout line may hold, not by the stock (a line above it is flagged)", () => {
    expect(cartLineView(line(), current({ stock: 40 })).maxQuantity).toBe(MAX_LINE_QUANTITY);
    expect(cartLineView(line({ quantity: 60 }), current({ stock: 40 })).flag).toEqual({ kind: "lowStock", count: 40 });
  });
});

describe("cartLineView of a quoted line", () => {
  const quoted = line({ quantity: 3, quote: { id: "q1", unitPrice: 7_250 } });

  it("is priced at the quote, not the tiers or the catalogue's changes, and its quantity cannot move", () => {
    const view = cartLineView(quoted, current({ price: 11_000, tieredPricing: [{ quantity: 2, price: 8_000 }] }));
    expect(view).toMatchObject({ quoted: true, unitPrice: 7_250, tierQuantity: null, lineTotal: 21_750, repricedFrom: null, maxQuantity: 3 });
  });

  it("is not held to the listed minimum order, but still to the stock and availability", () => {
    expect(cartLineView(quoted, current({ minOrderQuantity: 5 })).flag).toBeNull();
    expect(cartLineView(quoted, current({ stock: 2 })).flag).toEqual({ kind: "lowStock", count: 2 });
    expect(cartLineView(quoted, current({ available: false })).flag).toEqual({ kind: "unavailable" });
  });

  it("counts at the quoted price in the subtotal", () => {
    expect(cartSubtotal([cartLineView(quoted, current()), cartLineView(line(), current())])).toBe(21_750 + 90_000);
  });
});
