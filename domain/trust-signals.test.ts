import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deliveredOnTime, enquiryResponse, isJudgedEnquiry, medianMinutes, onTimePercent, percentOf, yearsOnPlatform } from "./trust-signals";

const MINUTE = 60_000;

describe("median first-response time", () => {
  it("is the middle answer, or the lower of the middle two", () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([30 * MINUTE])).toBe(30);
    expect(medianMinutes([90 * MINUTE, 10 * MINUTE, 45 * MINUTE])).toBe(45);
    expect(medianMinutes([10 * MINUTE, 20 * MINUTE, 40 * MINUTE, 600 * MINUTE])).toBe(20);
  });
  it("is one of the times, with as many at or below it as above it (or one more)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * 24 * 60 }), { minLength: 1, maxLength: 100 }), (minutes) => {
        const median = medianMinutes(minutes.map((m) => m * MINUTE))!;
        expect(minutes).toContain(median);
        const below = minutes.filter((m) => m < median).length;
        const above = minutes.filter((m) => m > median).length;
        expect(below).toBeLessThanOrEqual(Math.floor(minutes.length / 2));
        expect(above).toBeLessThanOrEqual(Math.ceil(minutes.length / 2));
      }),
    );
  });
});

describe("response rate", () => {
  it("counts answered enquiries and the median of their answers", () => {
    const asked = new Date("2026-11-01T09:00:00Z");
    const after = (minutes: number) => new Date(asked.getTime() + minutes * MINUTE);
    expect(
      enquiryResponse([
        { askedAt: asked, firstAnswerAt: after(20) },
        { askedAt: asked, firstAnswerAt: after(120) },
        { askedAt: asked, firstAnswerAt: null },
      ]),
    ).toEqual({ responseRatePercent: 67, medianResponseMinutes: 20 });
    expect(enquiryResponse([])).toEqual({ responseRatePercent: null, medianResponseMinutes: null });
  });
  it("rounds shares half up and stays within 0 to 100", () => {
    expect(percentOf(1, 8)).toBe(13); // 12.5
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), (whole, n) => {
        const part = n % (whole + 1);
        const percent = percentOf(part, whole)!;
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(Math.abs(percent * whole - 100 * part)).toBeLessThanOrEqual(whole / 2);
      }),
    );
  });
});

describe("on-time delivery", () => {
  it("is on time up to and including the promised last day", () => {
    expect(deliveredOnTime("2026-11-10", "2026-11-10")).toBe(true);
    expect(deliveredOnTime("2026-11-09", "2026-11-10")).toBe(true);
    expect(deliveredOnTime("2026-11-11", "2026-11-10")).toBe(false);
    expect(deliveredOnTime("2026-11-11", null)).toBeNull();
  });
  it("shares only the judged deliveries", () => {
    expect(onTimePercent([true, true, false, null])).toBe(67);
    expect(onTimePercent([null])).toBeNull();
  });
});

describe("years on the platform", () => {
  it("counts whole years from the joining day", () => {
    const joined = new Date("2023-12-01T00:00:00Z");
    expect(yearsOnPlatform(joined, new Date("2026-11-28T00:00:00Z"))).toBe(2);
    expect(yearsOnPlatform(joined, new Date("2026-12-01T00:00:00Z"))).toBe(3);
    expect(yearsOnPlatform(new Date("2026-11-01T00:00:00Z"), new Date("2026-11-28T00:00:00Z"))).toBe(0);
  });
});

describe("enquiries not judged yet", () => {
  it("leaves out an unanswered enquiry younger than the grace period, never an answered one", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * MINUTE);
    expect(isJudgedEnquiry({ askedAt: hoursAgo(2), firstAnswerAt: null }, now)).toBe(false);
    expect(isJudgedEnquiry({ askedAt: hoursAgo(24), firstAnswerAt: null }, now)).toBe(true);
    expect(isJudgedEnquiry({ askedAt: hoursAgo(2), firstAnswerAt: hoursAgo(1) }, now)).toBe(true);
  });
});
