import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDateWindow, formatMonth, formatNumber } from "./format-date";

const intlDate = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" });
const intlDateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
/** From 1950 to 2100, every millisecond (India's offset has been +05:30 since 1945). */
const instant = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));

describe("Indian formatting", () => {
  it("shows dates in India's time zone, whatever the machine's", () => {
    // 20:00 UTC on 5 March is 01:30 on 6 March in Asia/Kolkata.
    expect(formatDate("2025-03-05T20:00:00Z")).toBe("6 Mar 2025");
    expect(formatDateTime("2025-03-05T20:00:00Z")).toBe("6 Mar 2025, 1:30 am");
    expect(formatDateTime("2025-09-04T18:30:00Z")).toBe("5 Sept 2025, 12:00 am");
    expect(formatDateTime("2025-09-05T06:30:00Z")).toBe("5 Sept 2025, 12:00 pm");
  });

  it("writes dates and times exactly as Intl's en-IN format in Asia/Kolkata", () => {
    fc.assert(
      fc.property(instant, (date) => {
        expect(formatDate(date)).toBe(intlDate.format(date));
        expect(formatDateTime(date)).toBe(intlDateTime.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it("writes Hindi dates and times exactly as Intl's hi-IN format in Asia/Kolkata, with Latin digits", () => {
    const options = { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" } as const;
    const hiDate = new Intl.DateTimeFormat("hi-IN", options);
    const hiDateTime = new Intl.DateTimeFormat("hi-IN", { ...options, hour: "numeric", minute: "2-digit" });
    expect(formatDate("2025-03-05T20:00:00Z", "hi")).toBe("6 मार्च 2025");
    fc.assert(
      fc.property(instant, (date) => {
        expect(formatDate(date, "hi")).toBe(hiDate.format(date));
        expect(formatDateTime(date, "hi")).toBe(hiDateTime.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses what is not a time, as Intl does", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });

  it("groups digits the Indian way", () => {
    expect(formatNumber(12345678)).toBe("1,23,45,678");
    expect(formatNumber(-1234)).toBe("-1,234");
    expect(formatNumber(1234.5)).toBe("1,234.5");
  });
});

describe("formatDateWindow", () => {
  it("writes a delivery window as India reads it, in either language", () => {
    expect(formatDateWindow("2026-12-03", "2026-12-05", "en")).toBe("3–5 Dec");
    expect(formatDateWindow("2026-11-30", "2026-12-02", "en")).toBe("30 Nov – 2 Dec");
    expect(formatDateWindow("2026-12-03", "2026-12-03", "en")).toBe("3 Dec");
    expect(formatDateWindow("2026-12-03", "2026-12-05", "hi")).toBe("3–5 दिस॰");
  });
});

describe("formatMonth", () => {
  it("names an India month with the short month names of en-IN and hi-IN", () => {
    expect(formatMonth("2026-11", "en")).toBe("Nov 2026");
    expect(formatMonth("2026-09", "en")).toBe("Sept 2026");
    expect(formatMonth("2027-01", "hi")).toBe("जन॰ 2027");
    const intl = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", month: "short", year: "numeric" });
    for (let m = 1; m <= 12; m += 1) expect(formatMonth(`2026-${String(m).padStart(2, "0")}`, "en")).toBe(intl.format(new Date(Date.UTC(2026, m - 1, 15))));
  });
});
