import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indiaMonthOf, isIndiaMonth, monthDays, monthInstants, monthName, recentMonths, shiftMonth } from "./india-month";

describe("India months", () => {
  it("accepts YYYY-MM with a year 2000 to 2999 and a month 01 to 12 only", () => {
    expect(["2026-11", "2027-01", "2026-12", "2000-01", "2999-12"].every(isIndiaMonth)).toBe(true);
    expect(["2026-13", "2026-00", "2026-1", "26-11", "2026-11-01", "2026/11", "", "0000-01", "1999-12", "9999-12"].some(isIndiaMonth)).toBe(false);
  });

  it("puts an instant in India's month: 31 October 19:00 UTC is 1 November in India", () => {
    expect(indiaMonthOf(new Date("2026-10-31T18:29:59Z"))).toBe("2026-10");
    expect(indiaMonthOf(new Date("2026-10-31T18:30:00Z"))).toBe("2026-11");
    expect(indiaMonthOf("2026-11-30")).toBe("2026-11");
  });

  it("steps across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(monthDays("2026-12")).toEqual({ first: "2026-12-01", next: "2027-01-01" });
  });

  it("bounds a month at India's midnights", () => {
    const { start, end } = monthInstants("2026-11");
    expect(start.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-11-30T18:30:00.000Z");
  });

  it("has every instant in exactly the month whose bounds hold it", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }), (instant) => {
        const month = indiaMonthOf(instant);
        const { start, end } = monthInstants(month);
        expect(start.getTime() <= instant.getTime() && instant.getTime() < end.getTime()).toBe(true);
        expect(shiftMonth(shiftMonth(month, 1), -1)).toBe(month);
      }),
    );
  });

  it("names months and lists the recent ones in India's calendar", () => {
    expect(monthName("2026-11", "en-IN")).toBe("November 2026");
    expect(monthName("2026-11", "hi-IN")).toBe("नवंबर 2026");
    expect(recentMonths(new Date("2026-12-31T19:00:00Z"), 3)).toEqual(["2027-01", "2026-12", "2026-11"]);
  });
});
