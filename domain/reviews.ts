/**
 * Ratings and reviews from verified buyers (issue 33): who may write one and when, and the aggregate a product or a
 * seller shows. The database keeps the same aggregate by trigger (migration 0026, `review_star_delta`); these are the
 * rules it mirrors, as pure functions.
 */

const DAY_MS = 86_400_000;

/** A delivered item may be reviewed for this long after delivery. */
export const REVIEW_WINDOW_DAYS = 90;
/** A review may be edited for this long after it was written. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEW_REPORT_REASON_MAX_LENGTH = 500;
export const REVIEW_MODERATION_REASON_MAX_LENGTH = 500;
export const REVIEW_PHOTOS_MAX = 3;
/** Reviews a product page loads at a time (Load more asks for the next page). */
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews carried as `Review` objects in a product page's JSON-LD. */
export const STRUCTURED_DATA_REVIEWS_MAX = 5;
/** Per account, in a sliding hour: reviews written or edited, helpful votes, reports. */
export const REVIEW_WRITES_PER_HOUR = 30;
export const REVIEW_VOTES_PER_HOUR = 120;
export const REVIEW_REPORTS_PER_HOUR = 20;

/** The orders a product page lists its reviews in. */
export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Why a review may be reported; `other` needs the reporter's words. */
export const REVIEW_REPORT_REASONS = ["spam", "offensive", "not_about_product", "personal_information", "other"] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const STARS = [1, 2, 3, 4, 5] as const;
export type Stars = (typeof STARS)[number];

export function isStars(value: unknown): value is Stars {
  return typeof value === "number" && (STARS as readonly number[]).includes(value);
}

/** How many visible reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
export type StarCounts = readonly [number, number, number, number, number];
export const NO_RATINGS: StarCounts = [0, 0, 0, 0, 0];

/** The counts with one more (delta 1) or one fewer (delta −1) review of `stars`. */
export function withRating(counts: StarCounts, stars: Stars, delta: 1 | -1): StarCounts {
  const next = [...counts] as [number, number, number, number, number];
  const count = next[stars - 1]! + delta;
  if (count < 0) throw new RangeError(`no ${stars}-star review to remove`);
  next[stars - 1] = count;
  return next;
}

/** The counts of a list of visible reviews' stars. */
export function starCountsOf(stars: readonly Stars[]): StarCounts {
  return stars.reduce<StarCounts>((counts, star) => withRating(counts, star, 1), NO_RATINGS);
}

export function ratingCount(counts: StarCounts): number {
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * The average in tenths of a star, rounded half up (4.25 → 43, shown "4.3"), in integers only; 0 without reviews.
 * The database's `rating_key` computes the same: (20 × sum + n) div (2n).
 */
export function averageTenths(counts: StarCounts): number {
  const count = ratingCount(counts);
  if (count === 0) return 0;
  const sum = counts.reduce((total, n, index) => total + n * (index + 1), 0);
  return Math.floor((20 * sum + count) / (2 * count));
}

/** "4.3": the average as a product page shows it, one decimal. */
export function formatAverage(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export type RatingSummary = {
  count: number;
  averageTenths: number;
  /** 5 stars first, as a product page lists them, with each row's whole-number share of the reviews. */
  distribution: { stars: Stars; count: number; percent: number }[];
};

export function ratingSummary(counts: StarCounts): RatingSummary {
  const count = ratingCount(counts);
  return {
    count,
    averageTenths: averageTenths(counts),
    distribution: [...STARS].reverse().map((stars) => {
      const n = counts[stars - 1]!;
      return { stars, count: n, percent: count === 0 ? 0 : Math.round((100 * n) / count) };
    }),
  };
}

/** The "4★ & up" filter: products whose shown average is at least this (in tenths). */
export const MIN_RATING_FILTERS = [4] as const;
export type MinRating = (typeof MIN_RATING_FILTERS)[number];

/** Counts above this still sort as this many: the key's tie-break part has six digits. */
const RATING_KEY_COUNT_CAP = 999_999;

/**
 * The one number the catalogue sorts "top rated" by (highest first) and filters "4★ & up" on, in
 * `products.rating_key` and `product_search.rating_key`: the shown average, then the number of reviews.
 */
export function ratingKey(counts: StarCounts): number {
  return averageTenths(counts) * (RATING_KEY_COUNT_CAP + 1) + Math.min(ratingCount(counts), RATING_KEY_COUNT_CAP);
}

/** The least rating_key of a product whose shown average is at least `stars`. */
export function minRatingKey(stars: MinRating): number {
  return stars * 10 * (RATING_KEY_COUNT_CAP + 1);
}

/** Whether a delivered item may still be reviewed: within REVIEW_WINDOW_DAYS of delivery. */
export function isWithinReviewWindow(deliveredAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - deliveredAt.getTime() <= REVIEW_WINDOW_DAYS * DAY_MS;
}

/** Whether a review may still be edited: within REVIEW_EDIT_DAYS of writing it. */
export function isWithinEditWindow(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() <= REVIEW_EDIT_DAYS * DAY_MS;
}

const SHORT_NAME_LENGTH = 10;

/**
 * How a review names its writer: the company name shortened to its first ten characters ("Sharma Tra…") and the
 * city ("Sharma Tra…, Jaipur"); a deleted account, or one with no name, is "A verified buyer" (null here, for the
 * reader's language).
 */
export function reviewerName(companyName: string | null, city: string | null, anonymised = false): string | null {
  const name = companyName?.trim();
  if (anonymised || !name) return null;
  // Whole letters (grapheme clusters), so a Hindi name is never cut between a consonant and its vowel sign.
  const letters = Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(name), (part) => part.segment);
  const short = letters.length > SHORT_NAME_LENGTH ? `${letters.slice(0, SHORT_NAME_LENGTH).join("").trimEnd()}…` : name;
  const place = city?.trim();
  return place ? `${short}, ${place}` : short;
}
