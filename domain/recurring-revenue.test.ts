import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monthlyRecurringRevenue, type SubscriberGroup } from "./recurring-revenue";

const group = fc.record({
  billingCycle: fc.constantFrom("monthly" as const, "yearly" as const),
  priceMonthly: fc.integer({ min: 0, max: 10_000_000 }),
  priceYearly: fc.integer({ min: 0, max: 100_000_000 }),
  subscribers: fc.integer({ min: 0, max: 100_000 }),
});

describe("monthlyRecurringRevenue", () => {
  it("counts monthly plans at their monthly price and yearly ones at a twelfth of the year, rounded half up once", () => {
    expect(
      monthlyRecurringRevenue([
        { billingCycle: "monthly", priceMonthly: 99_900, priceYearly: 999_900, subscribers: 3 },
        { billingCycle: "yearly", priceMonthly: 99_900, priceYearly: 1_000_000, subscribers: 1 },
      ]),
    ).toBe(3 * 99_900 + 83_333);
    expect(monthlyRecurringRevenue([{ billingCycle: "yearly", priceMonthly: 0, priceYearly: 6, subscribers: 1 }])).toBe(1); // 0.5 rounds up
    expect(monthlyRecurringRevenue([])).toBe(0);
  });

  it("is an integer within half a paisa of the exact sum, whatever the groups", () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 8 }), (groups: SubscriberGroup[]) => {
        const mrr = monthlyRecurringRevenue(groups);
        const exactTimes12 = groups.reduce(
          (sum, g) => sum + (g.billingCycle === "monthly" ? BigInt(g.priceMonthly) * 12n : BigInt(g.priceYearly)) * BigInt(g.subscribers),
          0n,
        );
        expect(Number.isSafeInteger(mrr)).toBe(true);
        const diffTimes24 = BigInt(mrr) * 24n - exactTimes12 * 2n; // (mrr − exact) × 24
        expect(diffTimes24 > -12n && diffTimes24 <= 12n).toBe(true);
      }),
    );
  });

  it("does not depend on how subscribers are grouped", () => {
    fc.assert(
      fc.property(group, fc.integer({ min: 0, max: 1000 }), (g, split) => {
        const first = Math.min(split, g.subscribers);
        expect(monthlyRecurringRevenue([g])).toBe(monthlyRecurringRevenue([{ ...g, subscribers: first }, { ...g, subscribers: g.subscribers - first }]));
      }),
    );
  });
});
