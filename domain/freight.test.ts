import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  DEFAULT_DISPATCH_DAYS,
  DEFAULT_FREIGHT_RULES,
  deliveryWindow,
  FREIGHT_ZONES,
  freightZone,
  indianDate,
  orderDispatchDays,
  orderFreight,
  zoneFreightCharge,
  type FreightRules,
  type ZoneFreight,
} from "./freight";

const paise = fc.integer({ min: 0, max: 10_000_000_000 });
const units = fc.integer({ min: 1, max: 100_000 });
const rule: fc.Arbitrary<ZoneFreight> = fc.record({
  kind: fc.constantFrom("flat" as const, "per_unit" as const),
  amount: fc.integer({ min: 0, max: 1_000_000 }),
  freeAbove: fc.option(paise, { nil: null }),
});
const rules: fc.Arbitrary<FreightRules> = fc.record({ same_city: rule, same_state: rule, rest_of_india: rule });
const place = fc.record({ state: fc.constantFrom("Delhi", "Gujarat", "Kerala"), district: fc.constantFrom("A", "B", "C") });
const zone = fc.constantFrom(...FREIGHT_ZONES);
const isoDate = fc.date({ min: new Date("2024-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe("freight by rule", () => {
  it("is never negative, and nothing at or above the free-above value", () => {
    fc.assert(
      fc.property(rule, paise, units, (r, goods, n) => {
        const charge = zoneFreightCharge(r, goods, n);
        expect(charge).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(charge)).toBe(true);
        if (r.freeAbove !== null && goods >= r.freeAbove) expect(charge).toBe(0);
      }),
    );
  });

  it("per unit scales with the units; flat does not depend on them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), paise, units, units, (amount, goods, a, b) => {
        const perUnit = { kind: "per_unit" as const, amount, freeAbove: null };
        const flat = { kind: "flat" as const, amount, freeAbove: null };
        expect(zoneFreightCharge(perUnit, goods, a + b)).toBe(zoneFreightCharge(perUnit, goods, a) + zoneFreightCharge(perUnit, goods, b));
        expect(zoneFreightCharge(flat, goods, a)).toBe(zoneFreightCharge(flat, goods, b));
      }),
    );
  });

  it("charges the zone's rule, or the defaults when the seller has none", () => {
    fc.assert(
      fc.property(fc.option(rules, { nil: null }), zone, paise, units, (r, z, goods, n) => {
        expect(orderFreight(r, z, goods, n)).toBe(zoneFreightCharge((r ?? DEFAULT_FREIGHT_RULES)[z], goods, n));
      }),
    );
  });

  it("worked examples: ₹150 flat, ₹12 a unit, free from ₹5,000; the defaults", () => {
    const sellerRules: FreightRules = {
      same_city: { kind: "flat", amount: 15_000, freeAbove: 500_000 },
      same_state: { kind: "per_unit", amount: 1_200, freeAbove: null },
      rest_of_india: { kind: "per_unit", amount: 2_500, freeAbove: 1_000_000 },
    };
    expect(orderFreight(sellerRules, "same_city", 499_999, 40)).toBe(15_000);
    expect(orderFreight(sellerRules, "same_city", 500_000, 40)).toBe(0);
    expect(orderFreight(sellerRules, "same_state", 9_000_000, 40)).toBe(48_000);
    expect(orderFreight(sellerRules, "rest_of_india", 999_999, 10)).toBe(25_000);
    expect(orderFreight(null, "same_city", 100_000, 10)).toBe(10_000);
    expect(orderFreight(null, "same_state", 100_000, 10)).toBe(20_000);
    expect(orderFreight(null, "rest_of_india", 100_000, 10)).toBe(40_000);
    expect(orderFreight(null, "rest_of_india", 2_000_000, 10)).toBe(0);
  });
});

describe("freight zone", () => {
  it("is symmetric, and the same place is the same city", () => {
    fc.assert(
      fc.property(place, place, (a, b) => {
        expect(freightZone(a, b)).toBe(freightZone(b, a));
        expect(freightZone(a, a)).toBe("same_city");
      }),
    );
  });

  it("same district → same city; same state → same state; else, or unknown, the rest of India", () => {
    const surat = { state: "Gujarat", district: "Surat" };
    expect(freightZone(surat, { state: "Gujarat", district: "Surat" })).toBe("same_city");
    expect(freightZone(surat, { state: "Gujarat", district: "Ahmedabad" })).toBe("same_state");
    expect(freightZone(surat, { state: "Maharashtra", district: "Surat" })).toBe("rest_of_india");
    expect(freightZone(surat, null)).toBe("rest_of_india");
    expect(freightZone(null, surat)).toBe("rest_of_india");
  });
});

describe("delivery window", () => {
  it("dispatch days: the slowest product, else the seller's default, else ours", () => {
    expect(orderDispatchDays([1, null, 4], 2)).toBe(4);
    expect(orderDispatchDays([null, null], 3)).toBe(3);
    expect(orderDispatchDays([], null)).toBe(DEFAULT_DISPATCH_DAYS);
    expect(orderDispatchDays([0], 5)).toBe(0);
  });

  it("skips Sundays and never ends on one", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 40 }), (date, days) => {
        const end = addWorkingDays(date, days);
        expect(weekday(end)).not.toBe(0);
        expect(end >= date).toBe(true);
        // n working days take at least n calendar days and at most 7/6 of them plus a Sunday.
        const calendarDays = (Date.parse(end) - Date.parse(date)) / 86_400_000;
        expect(calendarDays).toBeGreaterThanOrEqual(days);
        expect(calendarDays).toBeLessThanOrEqual(Math.ceil((days * 7) / 6) + 1);
      }),
    );
  });

  it("earliest ≤ latest; farther zones and longer dispatch never arrive sooner", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 30 }), (date, dispatch) => {
        const city = deliveryWindow(date, dispatch, "same_city");
        const state = deliveryWindow(date, dispatch, "same_state");
        const india = deliveryWindow(date, dispatch, "rest_of_india");
        for (const w of [city, state, india]) expect(w.earliest <= w.latest).toBe(true);
        expect(city.latest <= state.latest && state.latest <= india.latest).toBe(true);
        expect(deliveryWindow(date, dispatch + 1, "same_city").earliest >= city.earliest).toBe(true);
      }),
    );
  });

  it("a worked example: ordered on Saturday 28 Nov 2026, 2 dispatch days, same state (2–4 days on the road)", () => {
    // Working days after Sat 28: Mon 30, Tue 1, Wed 2, Thu 3, Fri 4, Sat 5, (Sun 6 skipped) Mon 7.
    expect(deliveryWindow("2026-11-28", 2, "same_state")).toEqual({ earliest: "2026-12-03", latest: "2026-12-05" });
    expect(deliveryWindow("2026-11-28", 2, "rest_of_india")).toEqual({ earliest: "2026-12-05", latest: "2026-12-09" });
  });

  it("counts India's date: 23:00 UTC is already the next day in India", () => {
    expect(indianDate(new Date("2026-11-28T18:29:00Z"))).toBe("2026-11-28");
    expect(indianDate(new Date("2026-11-28T18:30:00Z"))).toBe("2026-11-29");
  });
});
