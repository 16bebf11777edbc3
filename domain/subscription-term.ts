/** When a subscription starts and ends: India Standard Time calendar dates (YYYY-MM-DD), as the seller reads them. */
import { type BillingCycle, subscriptionEndDate } from "./plans";

const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India (UTC+05:30) as YYYY-MM-DD. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function parseDate(isoDate: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return new Date(`${isoDate}T00:00:00Z`);
}

/** The date one term after `start` (one calendar month or year, clamped to the month's end). */
export function termEndDate(start: string, billingCycle: BillingCycle): string {
  return subscriptionEndDate(parseDate(start), billingCycle).toISOString().slice(0, 10);
}

/** `date` shifted by whole days. */
export function addDays(date: string, days: number): string {
  const shifted = parseDate(date);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

export type SubscriptionTerm = { startDate: string; endDate: string };

/**
 * The term a new subscription covers. Renewing the same plan before the current one ends starts the new term at the
 * old end date, so no paid day is lost; a new plan, or a lapsed one, starts today.
 */
export function nextSubscriptionTerm(
  today: string,
  billingCycle: BillingCycle,
  current: { planId: string; endDate: string } | null,
  planId: string,
): SubscriptionTerm {
  const renewsEarly = current !== null && current.planId === planId && current.endDate > today;
  const startDate = renewsEarly ? current.endDate : today;
  return { startDate, endDate: termEndDate(startDate, billingCycle) };
}
