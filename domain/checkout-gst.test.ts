import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkoutGst } from "./checkout-gst";
import { priceCheckout } from "./checkout-pricing";
import { GST_RATE_BASIS_POINTS } from "./gst-rates";

const line = (productId: string, sellerId: string, quantity: number, price: number) => ({ productId, sellerId, name: productId, quantity, price, tieredPricing: [] });

describe("the GST inside a cart", () => {
  it("takes each line's GST out at its rate and taxes the freight at the rate of the seller's largest line", () => {
    // Rice ₹2,100 at 5% (GST ₹100), bulbs ₹354 at 18% (GST ₹54); the seller's ₹105 freight follows the rice at 5% (GST ₹5).
    const priced = priceCheckout([line("rice", "s1", 2, 105_000), line("bulbs", "s1", 3, 11_800), line("pens", "s2", 1, 11_800)], "online", ({ sellerId }) =>
      sellerId === "s1" ? 10_500 : 0,
    );
    const rates: Record<string, number> = { rice: 500, bulbs: 1800, pens: 1800 };
    const gst = checkoutGst(priced, (id) => rates[id] ?? null)!;
    expect(Object.fromEntries(gst.lines)).toEqual({ rice: 10_000, bulbs: 5_400, pens: 1_800 });
    expect(Object.fromEntries(gst.sellers)).toEqual({ s1: 10_000 + 5_400 + 500, s2: 1_800 });
    expect(gst.total).toBe(17_700);
  });

  it("answers nothing while a line's rate is unknown", () => {
    const priced = priceCheckout([line("rice", "s1", 1, 100)], "online");
    expect(checkoutGst(priced, () => null)).toBeNull();
  });

  it("the sellers' GST adds up to the total, each at least its lines' GST and never more than what is paid", () => {
    const cartLine = fc.record({
      seller: fc.constantFrom("s1", "s2", "s3"),
      quantity: fc.integer({ min: 1, max: 10_000 }),
      price: fc.integer({ min: 0, max: 10_000_000 }),
      rate: fc.constantFrom(...GST_RATE_BASIS_POINTS),
    });
    fc.assert(
      fc.property(fc.array(cartLine, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 1_000_000 }), (lines, freight) => {
        const priced = priceCheckout(
          lines.map((l, i) => line(`p${i}`, l.seller, l.quantity, l.price)),
          "online",
          () => freight,
        );
        const gst = checkoutGst(priced, (id) => lines[Number(id.slice(1))]!.rate)!;
        expect([...gst.sellers.values()].reduce((a, b) => a + b, 0)).toBe(gst.total);
        for (const seller of priced.sellers) {
          const linesGst = priced.lines.filter((l) => l.sellerId === seller.sellerId).reduce((sum, l) => sum + gst.lines.get(l.productId)!, 0);
          expect(gst.sellers.get(seller.sellerId)!).toBeGreaterThanOrEqual(linesGst);
          expect(gst.sellers.get(seller.sellerId)!).toBeLessThanOrEqual(seller.total);
        }
        for (const l of priced.lines) expect(gst.lines.get(l.productId)!).toBeLessThanOrEqual(l.lineTotal);
      }),
    );
  });
});
