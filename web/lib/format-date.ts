/** Dates, times and numbers as Indian users read them: en-IN, Asia/Kolkata, whatever the browser's zone. */
const LOCALE = "en-IN";
const TIME_ZONE = "Asia/Kolkata";

// Each format is built on first use, not when the module loads: building one is slow on a phone, and the storefront's
// script evaluates this module whether or not its page shows a date.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let numberFormat: Intl.NumberFormat | undefined;

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "5 Mar 2025" */
export function formatDate(value: DateInput): string {
  dateFormat ??= new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
  return dateFormat.format(toDate(value));
}

/** "5 Mar 2025, 2:30 pm" */
export function formatDateTime(value: DateInput): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return dateTimeFormat.format(toDate(value));
}

/** Indian digit grouping: 1234567 → "12,34,567". */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat(LOCALE);
  return numberFormat.format(value);
}
