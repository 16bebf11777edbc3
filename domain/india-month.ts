/**
 * India's calendar month ("2026-11"), the period of monthly statements, GSTR-8 and the platform's fee invoices. A
 * document belongs to the month of its India date; a delivery to the month its instant falls in at UTC+05:30.
 */
import { indiaDate } from "./subscription-term";

/**
 * "2026-11": a year 2000 to 2999 and a month 01 to 12. Years outside have no documents and are not dates every
 * layer can hold (PostgreSQL has no year 0; "9999-12" ends in the year 10000, an invalid JavaScript date).
 */
export const INDIA_MONTH_PATTERN = /^2\d{3}-(0[1-9]|1[0-2])$/;

export function isIndiaMonth(value: string): boolean {
  return INDIA_MONTH_PATTERN.test(value);
}

function assertMonth(month: string) {
  if (!isIndiaMonth(month)) throw new RangeError(`not a YYYY-MM month: ${month}`);
}

/** The month of an India date ("2026-11-30" → "2026-11") or of an instant, in India. */
export function indiaMonthOf(when: string | Date): string {
  return (typeof when === "string" ? when : indiaDate(when)).slice(0, 7);
}

/** The month after (or with -1, before) `month`: "2026-12" → "2027-01". */
export function shiftMonth(month: string, by: number): string {
  assertMonth(month);
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The month's first day and the next month's first day: dates d of the month are first ≤ d < next. */
export function monthDays(month: string): { first: string; next: string } {
  assertMonth(month);
  return { first: `${month}-01`, next: `${shiftMonth(month, 1)}-01` };
}

/** The instants the month starts and ends at in India (midnight UTC+05:30): start ≤ t < end. */
export function monthInstants(month: string): { start: Date; end: Date } {
  const { first, next } = monthDays(month);
  return { start: new Date(`${first}T00:00:00+05:30`), end: new Date(`${next}T00:00:00+05:30`) };
}

/** "November 2026" / "नवंबर 2026": a month as people read it, in a locale (en-IN, hi-IN). */
export function monthName(month: string, locale: string): string {
  const { first } = monthDays(month);
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${first}T12:00:00Z`));
}

/** The last `count` India months up to `now`'s, newest first, for a month picker. */
export function recentMonths(now: Date, count: number): string[] {
  const current = indiaMonthOf(now);
  return Array.from({ length: count }, (_, back) => shiftMonth(current, -back));
}
