import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  NO_RATINGS,
  STARS,
  type Stars,
  averageTenths,
  formatAverage,
  isWithinEditWindow,
  isWithinReviewWindow,
  minRatingKey,
  ratingCount,
  ratingKey,
  ratingSummary,
  reviewerName,
  starCountsOf,
  withRating,
} from "./reviews";

const stars = fc.constantFrom(...STARS);
const reviews = fc.array(stars, { maxLength: 200 });

describe("rating aggregate", () => {
  it("hiding then restoring a review returns the same aggregate", () => {
    fc.assert(
      fc.property(reviews, stars, (visible, hidden) => {
        const counts = starCountsOf([...visible, hidden]);
        const restored = withRating(withRating(counts, hidden, -1), hidden, 1);
        expect(restored).toEqual(counts);
        expect(ratingSummary(restored)).toEqual(ratingSummary(counts));
      }),
    );
  });

  it("does not depend on the order reviews arrive in", () => {
    fc.assert(
      fc.property(reviews, (visible) => {
        expect(starCountsOf([...visible].reverse())).toEqual(starCountsOf(visible));
      }),
    );
  });

  it("keeps the average between one and five stars, and the distribution summing to the count", () => {
    fc.assert(
      fc.property(reviews, (visible) => {
        const summary = ratingSummary(starCountsOf(visible));
        expect(summary.count).toBe(visible.length);
        expect(summary.distribution.reduce((sum, row) => sum + row.count, 0)).toBe(visible.length);
        if (visible.length === 0) expect(summary.averageTenths).toBe(0);
        else {
          expect(summary.averageTenths).toBeGreaterThanOrEqual(10);
          expect(summary.averageTenths).toBeLessThanOrEqual(50);
          // Within half a tenth of the exact mean.
          const sum = visible.reduce<number>((total, star) => total + star, 0);
          expect(Math.abs(summary.averageTenths * visible.length - 10 * sum)).toBeLessThanOrEqual(visible.length / 2);
        }
      }),
    );
  });

  it("rounds the average half up, in tenths", () => {
    expect(averageTenths(starCountsOf([4, 5, 4, 4]))).toBe(43); // 4.25
    expect(averageTenths(starCountsOf([5, 4, 4]))).toBe(43); // 4.333…
    expect(averageTenths(starCountsOf([1, 2]))).toBe(15);
    expect(formatAverage(43)).toBe("4.3");
    expect(formatAverage(50)).toBe("5.0");
    expect(averageTenths(NO_RATINGS)).toBe(0);
  });

  it("lists the distribution five stars first with whole percents", () => {
    expect(ratingSummary(starCountsOf([5, 5, 4, 1])).distribution).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });

  it("refuses to remove a review that is not counted", () => {
    expect(() => withRating(NO_RATINGS, 3, -1)).toThrow(RangeError);
  });

  it("sorts by the shown average, then the number of reviews, and filters 4 stars and up on the shown average", () => {
    fc.assert(
      fc.property(reviews, reviews, (a, b) => {
        const [ca, cb] = [starCountsOf(a), starCountsOf(b)];
        if (averageTenths(ca) > averageTenths(cb)) expect(ratingKey(ca)).toBeGreaterThan(ratingKey(cb));
        if (averageTenths(ca) === averageTenths(cb) && ratingCount(ca) > ratingCount(cb)) expect(ratingKey(ca)).toBeGreaterThan(ratingKey(cb));
        expect(ratingKey(ca) >= minRatingKey(4)).toBe(averageTenths(ca) >= 40);
      }),
    );
    expect(ratingKey(starCountsOf([4, 4, 4, 3] as Stars[]))).toBe(38 * 1_000_000 + 4);
  });
});

describe("review windows", () => {
  const delivered = new Date("2026-08-01T10:00:00Z");
  it("allows a review for 90 days after delivery", () => {
    expect(isWithinReviewWindow(delivered, new Date("2026-10-30T10:00:00Z"))).toBe(true);
    expect(isWithinReviewWindow(delivered, new Date("2026-10-30T10:00:01Z"))).toBe(false);
  });
  it("allows an edit for 30 days after writing", () => {
    expect(isWithinEditWindow(delivered, new Date("2026-08-31T10:00:00Z"))).toBe(true);
    expect(isWithinEditWindow(delivered, new Date("2026-08-31T10:00:01Z"))).toBe(false);
  });
});

describe("reviewer name", () => {
  it("shortens the company name and adds the city", () => {
    expect(reviewerName("Sharma Traders", "Jaipur")).toBe("Sharma Tra…, Jaipur");
    expect(reviewerName("Gupta & Co", "Pune")).toBe("Gupta & Co, Pune");
    const hindi = reviewerName("शर्मा ट्रेडर्स एंड संस", null)!;
    expect(hindi.endsWith("…")).toBe(true);
    // Cut between whole letters: what is kept is the name's start, and the next character is not a vowel sign.
    const kept = hindi.slice(0, -1);
    expect("शर्मा ट्रेडर्स एंड संस".startsWith(kept)).toBe(true);
    expect("शर्मा ट्रेडर्स एंड संस"[kept.length]).not.toMatch(/\p{M}/u);
  });
  it("names nobody for a deleted or unnamed account", () => {
    expect(reviewerName("Sharma Traders", "Jaipur", true)).toBeNull();
    expect(reviewerName(null, "Jaipur")).toBeNull();
    expect(reviewerName("  ", null)).toBeNull();
  });
});
