import { type StarCounts, ratingSummary } from "@domain/reviews";
import type { SellerTrust } from "@domain/schemas/seller-trust";
import { yearsOnPlatform } from "@domain/trust-signals";
import { sellerRatings, sellerTrustSignals } from "../../db/schema";

/**
 * A seller's public trust figures: the rating from seller_ratings (kept by trigger), the enquiry and delivery
 * figures from seller_trust_signals (kept by the trust-signals job), years and the verified tick from the profile.
 * A seller the job has not reached yet shows nothing to judge rather than zeros.
 */

/** The columns a seller query selects, with seller_ratings and seller_trust_signals left-joined on the seller. */
export const sellerTrustColumns = {
  ratingCounts: sellerRatings.ratingCounts,
  enquiriesReceived: sellerTrustSignals.enquiriesReceived,
  responseRatePercent: sellerTrustSignals.responseRatePercent,
  medianResponseMinutes: sellerTrustSignals.medianResponseMinutes,
  ordersDelivered: sellerTrustSignals.ordersDelivered,
  onTimePercent: sellerTrustSignals.onTimePercent,
};

type TrustColumns = {
  ratingCounts: number[] | null;
  enquiriesReceived: number | null;
  responseRatePercent: number | null;
  medianResponseMinutes: number | null;
  ordersDelivered: number | null;
  onTimePercent: number | null;
};

export function sellerTrust(row: TrustColumns, seller: { joinedAt: Date; isVerified: boolean }, now: Date = new Date()): SellerTrust {
  const counts = (row.ratingCounts ?? [0, 0, 0, 0, 0]) as unknown as StarCounts;
  return {
    rating: ratingSummary(counts),
    responseRatePercent: row.responseRatePercent,
    medianResponseMinutes: row.medianResponseMinutes,
    enquiriesReceived: row.enquiriesReceived ?? 0,
    ordersDelivered: row.ordersDelivered ?? 0,
    onTimePercent: row.onTimePercent,
    yearsOnPlatform: yearsOnPlatform(seller.joinedAt, now),
    verified: seller.isVerified,
  };
}

/**
 * The same figures as JSON built by PostgreSQL, for the product page's statement (server/modules/catalog/product-json):
 * an expression over the seller `s`, one lookup of each table by primary key. It mirrors domain `ratingSummary`
 * (average in tenths rounded half up, 5-to-1 rows with whole-number shares) and `yearsOnPlatform` (whole UTC years
 * from the joining day); seller-trust.test.ts holds it to the same figures as `sellerTrust`.
 */
const counts = (stars: number) => `coalesce(sr.rating_counts[${stars}], 0)`;
const total = `(${[1, 2, 3, 4, 5].map(counts).join(" + ")})`;
const starSum = `(${[1, 2, 3, 4, 5].map((stars) => `${stars} * ${counts(stars)}`).join(" + ")})`;
const distribution = [5, 4, 3, 2, 1]
  .map(
    (stars) =>
      `json_build_object('stars', ${stars}, 'count', ${counts(stars)}, 'percent', case when ${total} = 0 then 0 else round(100.0 * ${counts(stars)} / ${total})::int end)`,
  )
  .join(", ");
const utcNow = `(now() at time zone 'UTC')`;
const utcJoined = `(s.created_at at time zone 'UTC')`;
const years = `greatest(0, extract(year from ${utcNow})::int - extract(year from ${utcJoined})::int
  - case when (extract(month from ${utcNow}), extract(day from ${utcNow})) < (extract(month from ${utcJoined}), extract(day from ${utcJoined})) then 1 else 0 end)`;

export const sellerTrustJsonSql = `(
  select json_build_object(
    'rating', json_build_object('count', ${total},
      'averageTenths', case when ${total} = 0 then 0 else (20 * ${starSum} + ${total}) / (2 * ${total}) end,
      'distribution', json_build_array(${distribution})),
    'responseRatePercent', ts.response_rate_percent, 'medianResponseMinutes', ts.median_response_minutes,
    'enquiriesReceived', coalesce(ts.enquiries_received, 0), 'ordersDelivered', coalesce(ts.orders_delivered, 0),
    'onTimePercent', ts.on_time_percent, 'yearsOnPlatform', ${years}, 'verified', s.is_verified)
  from (select 1) one
  left join seller_ratings sr on sr.seller_id = s.id
  left join seller_trust_signals ts on ts.seller_id = s.id)`;
