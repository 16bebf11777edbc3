/** Dates, times and numbers as Indian users read them: en-IN, Asia/Kolkata, whatever the browser's zone. */
const LOCALE = "en-IN";
const TIME_ZONE = "Asia/Kolkata";

const dateFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const numberFormat = new Intl.NumberFormat(LOCALE);

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "5 Mar 2025" */
export function formatDate(value: DateInput): string {
  return dateFormat.format(toDate(value));
}

/** "5 Mar 2025, 2:30 pm" */
export function formatDateTime(value: DateInput): string {
  return dateTimeFormat.format(toDate(value));
}

/** Indian digit grouping: 1234567 → "12,34,567". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
