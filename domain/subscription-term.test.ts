import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, indiaDate, nextSubscriptionTerm, termEndDate } from "./subscription-term";

const isoDate = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe("indiaDate", () => {
  it("is the calendar date in India (UTC+05:30)", () => {
    expect(indiaDate(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(indiaDate(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
  });
});

describe("termEndDate", () => {
  it("adds one calendar month or year, clamped to the month's end", () => {
    expect(termEndDate("2026-11-24", "monthly")).toBe("2026-12-24");
    expect(termEndDate("2026-01-31", "monthly")).toBe("2026-02-28");
    expect(termEndDate("2028-02-29", "yearly")).toBe("2029-02-28");
    expect(termEndDate("2026-12-15", "monthly")).toBe("2027-01-15");
  });

  it("always ends 28 to 31 days (monthly) or 365 to 366 days (yearly) later", () => {
    fc.assert(
      fc.property(isoDate, (start) => {
        const days = (end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000;
        expect(days(termEndDate(start, "monthly"))).toBeGreaterThanOrEqual(28);
        expect(days(termEndDate(start, "monthly"))).toBeLessThanOrEqual(31);
        expect(days(termEndDate(start, "yearly"))).toBeGreaterThanOrEqual(365);
        expect(days(termEndDate(start, "yearly"))).toBeLessThanOrEqual(366);
      }),
    );
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => termEndDate("24/11/2026", "monthly")).toThrow(RangeError);
  });
});

describe("nextSubscriptionTerm", () => {
  const plan = "plan-standard";
  it("starts today without a plan in force, or for a different plan", () => {
    expect(nextSubscriptionTerm("2026-11-24", "monthly", null, plan)).toEqual({ startDate: "2026-11-24", endDate: "2026-12-24" });
    expect(nextSubscriptionTerm("2026-11-24", "monthly", { planId: "plan-premium", endDate: "2026-12-01" }, plan)).toEqual({
      startDate: "2026-11-24",
      endDate: "2026-12-24",
    });
  });

  it("renews the same plan from its old end date, so no paid day is lost", () => {
    expect(nextSubscriptionTerm("2026-11-24", "monthly", { planId: plan, endDate: "2026-12-01" }, plan)).toEqual({
      startDate: "2026-12-01",
      endDate: "2027-01-01",
    });
  });

  it("never starts before today nor leaves a gap before a renewal", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -60, max: 60 }), fc.boolean(), (today, offset, samePlan) => {
        const current = { planId: samePlan ? plan : "other", endDate: addDays(today, offset) };
        const next = nextSubscriptionTerm(today, "monthly", current, plan);
        expect(next.startDate >= today).toBe(true);
        if (samePlan && current.endDate > today) expect(next.startDate).toBe(current.endDate);
        expect(next.endDate).toBe(termEndDate(next.startDate, "monthly"));
      }),
    );
  });
});
