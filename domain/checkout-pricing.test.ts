import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceCheckout, type CatalogueLine } from "./checkout-pricing";
import { amountDueOnDelivery, applicableUnitPrice, codAdvance } from "./pricing";

const tier = fc.record({ quantity: fc.integer({ min: 1, max: 500 }), price: fc.integer({ min: 0, max: 5_000_000 }) });
const line = fc.record({
  productId: fc.uuid(),
  sellerId: fc.constantFrom("s1", "s2", "s3", "s4"),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  price: fc.integer({ min: 0, max: 10_000_000 }),
  tieredPricing: fc.array(tier, { maxLength: 4 }),
}) satisfies fc.Arbitrary<CatalogueLine>;
const cart = fc.array(line, { minLength: 1, maxLength: 12 });
const method = fc.constantFrom("online" as const, "cod" as const);

describe("priceCheckout", () => {
  it("charges a quoted line exactly quantity × the quoted price, whatever its tiers say, and names the quote", () => {
    const quoted = fc.tuple(line, fc.uuid(), fc.integer({ min: 1, max: 10_000_000 })).map(([l, id, unitPrice]) => ({ ...l, quote: { id, unitPrice } }));
    fc.assert(
      fc.property(fc.array(fc.oneof(line, quoted) as fc.Arbitrary<CatalogueLine>, { minLength: 1, maxLength: 12 }), method, (lines, paymentMethod) => {
        const priced = priceCheckout(lines, paymentMethod);
        priced.lines.forEach((p, i) => {
          const quote = lines[i]!.quote;
          expect(p.unitPrice).toBe(quote ? quote.unitPrice : applicableUnitPrice(lines[i]!, lines[i]!.quantity));
          expect(p.lineTotal).toBe(p.unitPrice * p.quantity);
          expect(p.quoteId).toBe(quote?.id);
        });
        expect(priced.lines.reduce((sum, l) => sum + l.lineTotal, 0)).toBe(priced.total);
      }),
    );
  });

  it("prices every line at the tier that applies to its quantity", () => {
    fc.assert(
      fc.property(cart, method, (lines, paymentMethod) => {
        const priced = priceCheckout(lines, paymentMethod);
        priced.lines.forEach((p, i) => {
          expect(p.unitPrice).toBe(applicableUnitPrice(lines[i]!, lines[i]!.quantity));
          expect(p.lineTotal).toBe(p.unitPrice * p.quantity);
        });
      }),
    );
  });

  it("groups lines by seller, and the sellers' totals add up to the checkout total", () => {
    fc.assert(
      fc.property(cart, method, (lines, paymentMethod) => {
        const priced = priceCheckout(lines, paymentMethod);
        expect(new Set(priced.sellers.map((s) => s.sellerId)).size).toBe(priced.sellers.length);
        expect(priced.sellers.map((s) => s.sellerId).sort()).toEqual([...new Set(lines.map((l) => l.sellerId))].sort());
        expect(priced.sellers.reduce((sum, s) => sum + s.total, 0)).toBe(priced.total);
        expect(priced.lines.reduce((sum, l) => sum + l.lineTotal, 0)).toBe(priced.total);
      }),
    );
  });

  it("COD: the sellers' advances sum exactly to 10% of the total, and advance + due = total for each order", () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const priced = priceCheckout(lines, "cod");
        expect(priced.payNow).toBe(codAdvance(priced.total));
        expect(priced.sellers.reduce((sum, s) => sum + s.advance, 0)).toBe(priced.payNow);
        for (const seller of priced.sellers) {
          expect(seller.advance).toBeGreaterThanOrEqual(0);
          expect(seller.advance + amountDueOnDelivery(seller.total, seller.advance)).toBe(seller.total);
        }
      }),
    );
  });

  it("online: everything is paid now, each seller's order in full", () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const priced = priceCheckout(lines, "online");
        expect(priced.payNow).toBe(priced.total);
        for (const seller of priced.sellers) expect(seller.advance).toBe(seller.total);
      }),
    );
  });

  it("a worked example: tiers, two sellers, COD", () => {
    const priced = priceCheckout(
      [
        { productId: "a", sellerId: "s1", name: "Rice", quantity: 50, price: 10_000, tieredPricing: [{ quantity: 50, price: 9_000 }] },
        { productId: "b", sellerId: "s2", name: "Dal", quantity: 3, price: 3_333, tieredPricing: [] },
      ],
      "cod",
    );
    expect(priced.total).toBe(450_000 + 9_999);
    expect(priced.payNow).toBe(46_000); // 10% of 4,59,999 paise, rounded half-up
    expect(priced.sellers).toEqual([
      { sellerId: "s1", goods: 450_000, freight: 0, total: 450_000, advance: 45_000 },
      { sellerId: "s2", goods: 9_999, freight: 0, total: 9_999, advance: 1_000 },
    ]);
  });

  it("freight: each seller's total is its goods and its freight, and the COD advance is 10% of it all", () => {
    const freight = fc.func(fc.integer({ min: 0, max: 5_000_000 }));
    fc.assert(
      fc.property(cart, method, freight, (lines, paymentMethod, freightOf) => {
        const priced = priceCheckout(lines, paymentMethod, (seller) => freightOf(seller.sellerId));
        for (const seller of priced.sellers) {
          const own = priced.lines.filter((l) => l.sellerId === seller.sellerId);
          expect(seller.goods).toBe(own.reduce((sum, l) => sum + l.lineTotal, 0));
          expect(seller.freight).toBe(freightOf(seller.sellerId));
          expect(seller.total).toBe(seller.goods + seller.freight);
        }
        expect(priced.total).toBe(priced.sellers.reduce((sum, s) => sum + s.total, 0));
        expect(priced.payNow).toBe(paymentMethod === "cod" ? codAdvance(priced.total) : priced.total);
        expect(priced.sellers.reduce((sum, s) => sum + s.advance, 0)).toBe(priced.payNow);
      }),
    );
  });

  it("asks for each seller's freight with its goods' value and units", () => {
    const asked: unknown[] = [];
    const priced = priceCheckout(
      [
        { productId: "a", sellerId: "s1", name: "Rice", quantity: 50, price: 10_000, tieredPricing: [] },
        { productId: "b", sellerId: "s1", name: "Dal", quantity: 5, price: 2_000, tieredPricing: [] },
      ],
      "cod",
      (seller) => (asked.push(seller), 15_000),
    );
    expect(asked).toEqual([{ sellerId: "s1", goods: 510_000, units: 55 }]);
    expect(priced.total).toBe(525_000);
    expect(priced.payNow).toBe(52_500);
  });

  it("refuses a negative or fractional freight", () => {
    const lines = [{ productId: "a", sellerId: "s1", name: "Rice", quantity: 1, price: 100, tieredPricing: [] }];
    expect(() => priceCheckout(lines, "online", () => -1)).toThrow(RangeError);
    expect(() => priceCheckout(lines, "online", () => 1.5)).toThrow(RangeError);
  });
});
