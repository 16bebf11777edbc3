import { sql } from "drizzle-orm";
import { indiaDate } from "@domain/subscription-term";
import {
  type Enquiry,
  TRUST_SIGNAL_WINDOW_DAYS,
  deliveredOnTime,
  enquiryResponse,
  isJudgedEnquiry,
  onTimePercent,
} from "@domain/trust-signals";
import type { Executor } from "../../db/client";
import { sellerTrustSignals } from "../../db/schema";

const DAY_MS = 86_400_000;
/** Rows per upsert statement: eight parameters each, well under PostgreSQL's 65,535. */
const UPSERT_BATCH = 1_000;

type SignalRow = typeof sellerTrustSignals.$inferInsert;

/**
 * The enquiries of the window, one row each: when the buyer first wrote in an enquiry thread, and the seller's first
 * message after that. Only the buyer's and the seller's own messages count; system and admin messages are neither a
 * question nor an answer. A quotation the seller sends is a seller-authored message (with its quote), so sending a
 * quote is an answer. Requirement threads are the seller's own approach, not an enquiry, and are left out.
 */
async function enquiriesSince(db: Executor, since: Date, sellerIds: readonly string[] | null) {
  const { rows } = await db.execute<{ seller_id: string; asked_at: string | Date; first_answer_at: string | Date | null }>(sql`
    select t.seller_id, asked.at as asked_at,
      (select min(r.created_at) from thread_messages r
        where r.thread_id = t.id and r.author = 'seller' and r.created_at >= asked.at) as first_answer_at
    from threads t
    cross join lateral (
      select min(m.created_at) as at from thread_messages m where m.thread_id = t.id and m.author = 'buyer') asked
    where t.origin = 'enquiry' and asked.at >= ${since.toISOString()}
      ${sellerIds ? sql`and t.seller_id in ${sellerIds}` : sql``}`);
  const bySeller = new Map<string, Enquiry[]>();
  for (const row of rows) {
    const enquiry = { askedAt: new Date(row.asked_at), firstAnswerAt: row.first_answer_at === null ? null : new Date(row.first_answer_at) };
    bySeller.set(row.seller_id, [...(bySeller.get(row.seller_id) ?? []), enquiry]);
  }
  return bySeller;
}

/**
 * Per seller: its delivered orders of all time, and the window's deliveries with the last day promised at checkout
 * (null for orders from before delivery windows were promised).
 */
async function deliveriesSince(db: Executor, since: Date, sellerIds: readonly string[] | null) {
  const { rows } = await db.execute<{ seller_id: string; delivered: string | number; recent: { at: string; latest: string | null }[] }>(sql`
    select o.seller_id, count(*) as delivered,
      coalesce(json_agg(json_build_object('at', o.delivered_at, 'latest', o.delivery_latest))
        filter (where o.delivered_at >= ${since.toISOString()}), '[]') as recent
    from orders o
    where o.status = 'Delivered' and o.delivered_at is not null
      ${sellerIds ? sql`and o.seller_id in ${sellerIds}` : sql``}
    group by o.seller_id`);
  return new Map(rows.map((row) => [row.seller_id, { delivered: Number(row.delivered), recent: row.recent }]));
}

async function sellersToRefresh(db: Executor, sellerIds: readonly string[] | null): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from profiles where account_type = 'seller' ${sellerIds ? sql`and id in ${sellerIds}` : sql``} order by id`);
  return rows.map((row) => row.id);
}

/**
 * Recomputes the trust signals of every seller (or of `sellerIds`) from conversations and orders as they are at
 * `now`, and writes them to seller_trust_signals: the data is gathered in two set-based statements, the rules are
 * domain/trust-signals.ts. Idempotent: running it again over the same data writes the same figures.
 */
export async function refreshTrustSignals(db: Executor, now: Date = new Date(), sellerIds?: readonly string[]): Promise<number> {
  const only = sellerIds ? [...sellerIds] : null;
  if (only && only.length === 0) return 0;
  const since = new Date(now.getTime() - TRUST_SIGNAL_WINDOW_DAYS * DAY_MS);
  const [sellers, enquiries, deliveries] = [
    await sellersToRefresh(db, only),
    await enquiriesSince(db, since, only),
    await deliveriesSince(db, since, only),
  ];
  const rows: SignalRow[] = sellers.map((sellerId) => {
    const judged = (enquiries.get(sellerId) ?? []).filter((enquiry) => enquiry.askedAt <= now && isJudgedEnquiry(enquiry, now));
    const { responseRatePercent, medianResponseMinutes } = enquiryResponse(judged);
    const delivery = deliveries.get(sellerId) ?? { delivered: 0, recent: [] };
    const judgements = delivery.recent.map((d) => deliveredOnTime(indiaDate(new Date(d.at)), d.latest));
    return {
      sellerId,
      enquiriesReceived: judged.length,
      responseRatePercent,
      medianResponseMinutes,
      ordersDelivered: delivery.delivered,
      deliveriesJudged: judgements.filter((judgement) => judgement !== null).length,
      onTimePercent: onTimePercent(judgements),
      computedAt: now,
    };
  });
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    await db
      .insert(sellerTrustSignals)
      .values(rows.slice(start, start + UPSERT_BATCH))
      .onConflictDoUpdate({
        target: sellerTrustSignals.sellerId,
        set: {
          enquiriesReceived: sql`excluded.enquiries_received`,
          responseRatePercent: sql`excluded.response_rate_percent`,
          medianResponseMinutes: sql`excluded.median_response_minutes`,
          ordersDelivered: sql`excluded.orders_delivered`,
          deliveriesJudged: sql`excluded.deliveries_judged`,
          onTimePercent: sql`excluded.on_time_percent`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
  return rows.length;
}
