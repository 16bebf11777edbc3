/**
 * The trust signals a buyer checks before trading with a seller it has never met (issue 33): how often and how fast
 * the seller answers enquiries, and whether its orders arrive when promised. Pure; the job in
 * server/modules/trust-signals computes them from conversations and orders.
 */

/** Enquiries and deliveries are judged over this many days back. */
export const TRUST_SIGNAL_WINDOW_DAYS = 90;

const MINUTE_MS = 60_000;

/**
 * The median of the first-response times, in whole minutes (the lower of the middle two for an even count, so the
 * figure is one a buyer actually waited); null without any.
 */
export function medianMinutes(durationsMs: readonly number[]): number | null {
  if (durationsMs.length === 0) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return Math.round(middle / MINUTE_MS);
}

/** A share as a whole percent (rounded half up), or null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.floor((200 * part + whole) / (2 * whole));
}

/** One enquiry: when the buyer first wrote and when the seller first answered after that (null: never). */
export type Enquiry = { askedAt: Date; firstAnswerAt: Date | null };

/**
 * An enquiry still unanswered this soon after it was asked is not judged yet: a seller is not marked down for the
 * question that arrived ten minutes ago (an answered one counts at once).
 */
export const ENQUIRY_GRACE_HOURS = 24;

/** Whether an enquiry counts in the seller's response rate at `now` (see ENQUIRY_GRACE_HOURS). */
export function isJudgedEnquiry(enquiry: Enquiry, now: Date): boolean {
  return enquiry.firstAnswerAt !== null || now.getTime() - enquiry.askedAt.getTime() >= ENQUIRY_GRACE_HOURS * 60 * MINUTE_MS;
}

/** The response rate (percent answered) and median first-response time (minutes) of a seller's enquiries. */
export function enquiryResponse(enquiries: readonly Enquiry[]): { responseRatePercent: number | null; medianResponseMinutes: number | null } {
  const answered = enquiries.filter((enquiry) => enquiry.firstAnswerAt !== null);
  return {
    responseRatePercent: percentOf(answered.length, enquiries.length),
    medianResponseMinutes: medianMinutes(answered.map((enquiry) => enquiry.firstAnswerAt!.getTime() - enquiry.askedAt.getTime())),
  };
}

/**
 * An order is delivered on time when it arrives by the last day of the window promised at checkout (India's
 * calendar dates: the seller's dispatch days plus the transit time, domain/freight.ts `deliveryWindow`). An order
 * with no promised window is not judged (null).
 */
export function deliveredOnTime(deliveredOn: string, promisedLatest: string | null): boolean | null {
  if (promisedLatest === null) return null;
  return deliveredOn <= promisedLatest;
}

/** The share of judged deliveries that were on time, as a whole percent; null when none was judged. */
export function onTimePercent(judgements: readonly (boolean | null)[]): number | null {
  const judged = judgements.filter((judgement) => judgement !== null);
  return percentOf(judged.filter(Boolean).length, judged.length);
}

/** Whole years since the seller joined (0 in its first year). */
export function yearsOnPlatform(joinedAt: Date, now: Date = new Date()): number {
  let years = now.getUTCFullYear() - joinedAt.getUTCFullYear();
  const beforeAnniversary =
    now.getUTCMonth() < joinedAt.getUTCMonth() || (now.getUTCMonth() === joinedAt.getUTCMonth() && now.getUTCDate() < joinedAt.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}
